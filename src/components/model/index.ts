export { ModelFigure } from './model-figure';
