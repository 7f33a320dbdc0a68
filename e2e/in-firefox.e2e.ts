import { behavioursIn } from './support/behaviours';

// The behaviours every engine must share, in firefox (e2e/support/behaviours/).
behavioursIn('firefox');
