import { openEveryEntry } from './everyStory';

openEveryEntry(1, 2);
