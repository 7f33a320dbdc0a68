import { behavioursIn } from './support/behaviours';

// The behaviours every engine must share, in chromium (e2e/support/behaviours/).
behavioursIn('chromium');
