import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const p = await b.newPage(); const msgs=[];
p.on('console', m=>{ if(m.type()==='error') msgs.push(m.text())});
await p.goto('http://127.0.0.1:3000/doc/compiled-binaries');
await p.locator('html[data-has-hydrated="true"]').waitFor({state:'attached'});
await new Promise(r=>setTimeout(r,500));
console.log(msgs.length); console.log(msgs.filter(m=>/418|425|423/.test(m)).slice(0,3).join('\n=====\n'));
await b.close();
