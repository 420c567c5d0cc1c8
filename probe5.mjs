import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox','--disable-gpu','--disable-background-networking']});
const ctx = await b.newContext({viewport:{width:390,height:844}, isMobile:true, hasTouch:true});
const p = await ctx.newPage();
await p.goto(process.argv[2]);
await p.locator('html[data-has-hydrated="true"]').waitFor({state:'attached'});
const toggle = p.locator('.theme-doc-toc-mobile button').first();
await toggle.click();
await p.locator('.theme-doc-toc-mobile a[href="#the-problem-the-chain-solves"]').click();
for (let i=0;i<10;i++){ await p.waitForTimeout(150); console.log(JSON.stringify(await p.evaluate(()=>({y:scrollY, h:document.documentElement.scrollHeight, top:document.getElementById('the-problem-the-chain-solves').getBoundingClientRect().top, slots:[...document.querySelectorAll('[data-mermaid-slot]')].map(s=>Math.round(s.getBoundingClientRect().top)+':'+Math.round(s.getBoundingClientRect().height)).join(',')}))));}
await b.close();
