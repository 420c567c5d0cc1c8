/**
 * Answers the code-block buttons of every page (src/theme/CodeBlock/Buttons renders them as plain
 * markup): one set of listeners on the document, for prerendered and browser-rendered blocks alike.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {answerCodeButtons} from '../components/StaticArticle/behaviour';

if (ExecutionEnvironment.canUseDOM) answerCodeButtons(document.documentElement);
