import { describePopulation } from './test-support.ts';

describePopulation('3');
