import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processKind, sampleProcessCpu } from './process-cpu';

describe("the suite's CPU by kind of process", () => {
  it("tells the suite's processes apart by their command lines", () => {
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --lang=en-US')).toBe('Chromium, renderers');
    expect(processKind('/usr/lib/chromium/chromium --type=gpu-process --headless')).toBe('Chromium, browser and other processes');
    expect(processKind('/usr/bin/node /app/node_modules/vitest/dist/workers/forks.js')).toBe('vitest workers (tests, in-process apps)');
    expect(processKind('node /app/node_modules/.bin/vitest run')).toBe('vitest main (set-up, reporter)');
    expect(processKind('node --max-old-space-size=192 /app/.test-builds/4242/server.js ')).toBe('server processes (process tests)');
    expect(processKind('redis-server *:6379')).toBe('other');
  });

  it('counts the CPU a process started after it spends, to its end', async () => {
    // Told apart from whatever else the machine starts meanwhile by a mark on its command line.
    const mark = `busy-child-${process.pid}`;
    const sampler = sampleProcessCpu((commandLine) => (commandLine.includes(mark) ? 'the busy child' : 'others'));
    // Busy until it has had a second of CPU, however long a shared machine takes to give it that.
    const child = spawn(process.execPath, ['-e', 'for (let used = 0; used < 1_000_000; ) { const { user, system } = process.cpuUsage(); used = user + system; }', mark]);
    await new Promise((resolve) => child.on('exit', resolve));
    const cpu = sampler.stop().get('the busy child') ?? 0;
    // Its last quarter second may fall after the last sample; its start-up adds a little.
    expect(cpu).toBeGreaterThanOrEqual(0.75);
    expect(cpu).toBeLessThan(1.5);
  });
});
