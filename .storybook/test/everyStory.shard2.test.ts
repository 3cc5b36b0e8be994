import { openEveryEntry } from './everyStory';

openEveryEntry(2, 2);
