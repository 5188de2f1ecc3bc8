import { describePopulation } from './population-test-support.ts';

describePopulation('3');
