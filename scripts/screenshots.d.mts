export const MAX_BYTES: number;
export const README_SCREENSHOTS: { name: string; spec: string; maxHeight?: number }[];
