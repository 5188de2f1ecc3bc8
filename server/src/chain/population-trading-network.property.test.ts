import { describePopulation } from './population-test-support.ts';

describePopulation('trading-network');
