// Picks a free loopback port synchronously (the Playwright config cannot await).
import { execFileSync } from 'node:child_process';

export function freePortSync() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
