// Prism with our extra languages (php needs markup-templating), in its own chunk: the code blocks load it on demand.
import { Highlight, Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export default Highlight;
