export interface PastReference {
  line: number;
  rule: string;
  text: string;
}
export const RULES: { name: string; pattern: RegExp; why: string }[];
export function findPastReferences(text: string): PastReference[];
