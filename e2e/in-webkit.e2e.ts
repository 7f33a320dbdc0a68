import { behavioursIn } from './support/behaviours';

// The behaviours every engine must share, in webkit (e2e/support/behaviours/).
behavioursIn('webkit');
