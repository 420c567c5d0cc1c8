import {API_SECTIONS} from '../../src/data/apiSections';

export {API_SECTIONS};
