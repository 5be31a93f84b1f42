import type { Page } from '@playwright/test';

import { callFromSnippet } from '../../src/lib/call';
import type { HomeContent } from '../../src/schemas/home';
import type { IndustryContent } from '../../src/schemas/industry';
import type { ProductContent } from '../../src/schemas/product';
import type { UiWords } from '../../src/schemas/site-words';
import { entries, entry } from '../lib/content';
import { site } from '../lib/settings';
import { axeViolations, cspViolations, expect, gotoHydrated, test, widths } from './fixtures';

/** The healthcare page's hero call, as its content file writes it. */
const healthcare = entry<IndustryContent>('industries', 'healthcare').hero.snippet;
const home = entry<HomeContent>('pages', 'index');
const pocketMentor = entry<ProductContent>('pages', 'products/pocket-mentor');
/** The call card's words, as the content file writes them. */
const w = entry<UiWords>('site', 'ui').callCopy;
/** A status line that starts with `word`, then `rest` (a pattern). */
const starts = (word: string, rest = '') => new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);

/**
 * The sample call on the call cards. speechSynthesis is replaced by a stand-in (an init script) that
 * "speaks" each utterance word by word on timers and records every call made to it in window.__speech;
 * or deleted, or left without voices, to exercise captions only.
 */
type SpeechLog = { op: string; text?: string; voice?: string; lang?: string }[];

/** `fail`: every utterance errors with synthesis-failed (Chromium without a speech engine); `silent`: never starts. */
/** `voicesAfter`: the voice list is empty until that long (ms) after it is first asked for, then filled and voiceschanged fires. */
/** `mentorStartsAfter`: the mentor's utterances start that long (ms) after they are queued (a slow speech engine). */
async function stubSpeech(
  page: Page,
  { msPerWord = 40, voices = true, fail = false, silent = false, voicesAfter = 0, mentorStartsAfter = 0 } = {},
) {
  await page.addInitScript(
    ({ msPerWord, voices, fail, silent, voicesAfter, mentorStartsAfter }) => {
      const log: { op: string; text?: string; voice?: string; lang?: string }[] = [];
      (window as unknown as { __speech: typeof log }).__speech = log;
      const all = voices
        ? [
            { name: 'Mentor Voice', lang: 'en-US', default: true, localService: true, voiceURI: 'mentor' },
            { name: 'Caller Voice', lang: 'en-US', default: false, localService: true, voiceURI: 'caller' },
          ]
        : [];
      let list = voicesAfter ? [] : all;
      const listeners = new Set<() => void>();
      let asked = false;
      type U = {
        text: string;
        voice: { name: string } | null;
        lang: string;
        rate: number;
        pitch: number;
        onstart?: (e: object) => void;
        onend?: (e: object) => void;
        onerror?: (e: { error: string }) => void;
        onboundary?: (e: { name: string; charIndex: number }) => void;
      };
      let queue: U[] = [];
      let timers: ReturnType<typeof setTimeout>[] = [];
      const run = () => {
        const u = queue[0];
        if (!u || silent) return;
        if (fail) {
          queue.shift();
          timers.push(setTimeout(() => u.onerror?.({ error: 'synthesis-failed' }), 5));
          return;
        }
        const words = [...u.text.matchAll(/\S+/g)];
        const delay = u.voice?.name === 'Mentor Voice' ? mentorStartsAfter : 0;
        timers.push(setTimeout(() => u.onstart?.({}), delay + 10));
        words.forEach((w, i) =>
          timers.push(
            setTimeout(() => u.onboundary?.({ name: 'word', charIndex: w.index! }), delay + 20 + i * msPerWord),
          ),
        );
        timers.push(
          setTimeout(
            () => {
              queue.shift();
              u.onend?.({});
              run();
            },
            delay + 30 + words.length * msPerWord,
          ),
        );
      };
      const synth = {
        speaking: false,
        pending: false,
        paused: false,
        getVoices: () => {
          if (voicesAfter && !asked)
            setTimeout(() => {
              list = all;
              listeners.forEach((l) => l());
            }, voicesAfter);
          asked = true;
          return list;
        },
        addEventListener(_: string, l: () => void) {
          listeners.add(l);
        },
        removeEventListener(_: string, l: () => void) {
          listeners.delete(l);
        },
        speak(u: U) {
          log.push({ op: 'speak', text: u.text, voice: u.voice?.name, lang: u.lang });
          queue.push(u);
          if (queue.length === 1) run();
        },
        cancel() {
          log.push({ op: 'cancel' });
          timers.forEach(clearTimeout);
          timers = [];
          const dropped = queue;
          queue = [];
          dropped.forEach((u) => u.onerror?.({ error: 'interrupted' }));
        },
        pause() {
          log.push({ op: 'pause' });
        },
        resume() {
          log.push({ op: 'resume' });
        },
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', {
        configurable: true,
        value: function SpeechSynthesisUtterance(this: U, text: string) {
          this.text = text;
          this.voice = null;
          this.lang = '';
          this.rate = 1;
          this.pitch = 1;
        },
      });
    },
    { msPerWord, voices, fail, silent, voicesAfter, mentorStartsAfter },
  );
}

const speech = (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech);
const card = (page: Page) => page.locator('[data-call-state]').first();
const log = (page: Page) => card(page).getByRole('log', { name: w.captionsLabel });
const lines = (page: Page) => log(page).locator('[data-line]');
const playButton = (page: Page) => card(page).locator('button[aria-pressed]');
/**
 * The header's status line ("Voice call", "On call · 00:03", "Captions only · 00:05", …), the "answering"
 * indicator, and the polite status that tells screen readers why a call runs as captions only.
 */
const status = (page: Page) => card(page).locator('[data-call-status]');
const waiting = (page: Page) => card(page).locator('[data-call-waiting]');
const note = (page: Page) => card(page).getByRole('status');
/** The call's running time in seconds, from the status line. */
const clock = async (page: Page) => {
  const m = /(\d\d):(\d\d)$/.exec((await status(page).textContent()) ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : -1;
};

test.describe('sample call with speech', () => {
  test('home: speaks every line in order with two voices, captions growing line by line until it ends', async ({
    page,
    consoleErrors,
  }) => {
    await stubSpeech(page);
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/');
    const cues = callFromSnippet(home.hero.snippet).turns.flatMap((t) =>
      t.lines.map((text) => ({ speaker: t.speaker, text })),
    );
    const button = playButton(page);
    await expect(button).toHaveAccessibleName(w.play);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
    await expect(lines(page)).toHaveCount(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAccessibleName(w.pause);
    // Captions grow: count the lines shown as the call plays.
    const counts = new Set<number>();
    await expect
      .poll(
        async () => {
          const n = await lines(page).count();
          counts.add(n);
          return n;
        },
        { intervals: [50] },
      )
      .toBe(cues.length);
    expect(counts.size, `line counts seen: ${[...counts].join(', ')}`).toBeGreaterThanOrEqual(3);
    await expect(button).toHaveAccessibleName(w.again);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(lines(page)).toHaveText(
      cues.map((c) => (c.speaker === 'caller' ? `“${c.text}”` : new RegExp(escape(c.text)))),
    );

    const spoken = (await speech(page)).filter((e) => e.op === 'speak');
    expect(spoken.map((e) => e.text)).toEqual(cues.map((c) => c.text));
    expect(spoken.map((e) => e.voice)).toEqual(
      cues.map((c) => (c.speaker === 'caller' ? 'Caller Voice' : 'Mentor Voice')),
    );
    expect(spoken.every((e) => e.lang === 'en-US')).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('pause cancels speech and holds the captions, resume speaks the rest of the line, stop cancels and restores the exchange', async ({
    page,
  }) => {
    await stubSpeech(page, { msPerWord: 400 });
    await gotoHydrated(page, '/');
    const button = playButton(page);
    await button.click();
    await expect(lines(page)).toHaveCount(1);
    await page.waitForTimeout(900);
    await button.click();
    await expect(button).toHaveAccessibleName(w.resume);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    expect((await speech(page)).at(-1)?.op).toBe('cancel');
    await page.waitForTimeout(1200);
    await expect(lines(page)).toHaveCount(1);
    expect((await speech(page)).filter((e) => e.op === 'speak')).toHaveLength(1);

    await button.click();
    await expect(button).toHaveAccessibleName(w.pause);
    const question = home.hero.snippet.question;
    await expect.poll(async () => (await speech(page)).filter((e) => e.op === 'speak').length).toBe(2);
    const resumed = (await speech(page)).filter((e) => e.op === 'speak')[1].text!;
    expect(question.endsWith(resumed) && resumed.length < question.length, `resumed with “${resumed}”`).toBe(true);

    const stop = card(page).getByRole('button', { name: w.stopLabel });
    await stop.click();
    expect((await speech(page)).at(-1)?.op).toBe('cancel');
    await expect(stop).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName(w.play);
    await expect(lines(page)).toHaveCount(0);
    await expect(card(page).getByText(home.hero.snippet.answer[2])).toBeVisible();
  });

  test('keyboard: Enter plays, Space pauses; leaving the page cancels speech', async ({ page }) => {
    await stubSpeech(page, { msPerWord: 300 });
    await gotoHydrated(page, '/');
    const button = playButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(lines(page)).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(button).toHaveAccessibleName(w.resume);
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const before = (await speech(page)).length;
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect(button).toHaveAccessibleName(w.play);
    expect((await speech(page)).slice(before).map((e) => e.op)).toContain('cancel');
  });

  test('the waveform moves only while playing, and not at all with reduced motion', async ({ page }) => {
    await stubSpeech(page, { msPerWord: 300 });
    await gotoHydrated(page, '/');
    const bar = card(page).locator('.wave-bar').first();
    const animation = () => bar.evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).toBe('none');
    await playButton(page).click();
    await expect.poll(animation).toBe('wave');
    await playButton(page).click();
    await expect.poll(animation).toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await playButton(page).click();
    await expect(playButton(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await animation()).toBe('none');
    expect(
      await lines(page)
        .first()
        .evaluate((el) => getComputedStyle(el.closest('.call-enter') ?? el).animationName),
    ).toBe('none');
  });

  for (const [name, size] of Object.entries(widths)) {
    test(`no axe violations and no CSP violations while playing (${name})`, async ({ page }) => {
      test.setTimeout(150_000);
      await stubSpeech(page, { msPerWord: 300 });
      await page.setViewportSize(size);
      await gotoHydrated(page, '/');
      await playButton(page).click();
      await expect(lines(page)).toHaveCount(2, { timeout: 10_000 });
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test('an answering indicator fills the wait before the mentor speaks, and the clock runs while playing', async ({
    page,
  }) => {
    await stubSpeech(page, { msPerWord: 60, mentorStartsAfter: 1500 });
    await gotoHydrated(page, '/industries/healthcare/');
    await expect(status(page)).toHaveText(w.idle);
    await expect(waiting(page)).toHaveCount(0);
    await playButton(page).click();
    await expect(status(page)).toHaveText(starts(w.onCall, ' · 00:0\\d$'));
    await expect(lines(page)).toHaveCount(1);
    // The caller's line is done and the mentor's voice has not started: "Pocket Mentor is answering".
    await expect(waiting(page)).toHaveAttribute('data-call-waiting', 'answering');
    await expect(waiting(page)).toHaveText(w.answering.replace('{name}', site.name));
    await expect(waiting(page)).toBeVisible();
    await expect(lines(page)).toHaveCount(2, { timeout: 5000 });
    await expect(waiting(page)).toHaveCount(0);
    // Between two of the mentor's steps (one turn) no indicator flickers in.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add(String(await waiting(page).count()));
          return lines(page).count();
        },
        { intervals: [40], timeout: 15_000 },
      )
      .toBe(callFromSnippet(healthcare).turns.flatMap((t) => t.lines).length);
    expect([...seen]).toEqual(['0']);
    // The clock has moved on from 00:00 (the call took over 2 s), and holds its time once the call ends.
    await expect(playButton(page)).toHaveAccessibleName(w.again, { timeout: 15_000 });
    await expect(status(page)).toHaveText(starts(w.ended, ' · 00:\\d\\d$'));
    expect(await clock(page)).toBeGreaterThanOrEqual(2);
  });

  test('with reduced motion the clock still runs; only animation stops', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stubSpeech(page, { msPerWord: 400 });
    await gotoHydrated(page, '/');
    await playButton(page).click();
    await expect(status(page)).toHaveText(`${w.onCall} · 00:00`);
    await expect(status(page)).toHaveText(`${w.onCall} · 00:01`, { timeout: 3000 });
    await expect(status(page)).toHaveText(`${w.onCall} · 00:02`, { timeout: 3000 });
    // Stop resets it.
    await card(page).getByRole('button', { name: w.stopLabel }).click();
    await expect(status(page)).toHaveText(w.idle);
  });

  test('the Pocket Mentor product page plays its own call', async ({ page }) => {
    await stubSpeech(page);
    await gotoHydrated(page, '/products/pocket-mentor/');
    await playButton(page).click();
    await expect(lines(page).first()).toHaveText(`“${pocketMentor.hero.snippet.question}”`);
    await expect(playButton(page)).toHaveAccessibleName(w.again);
    const spoken = (await speech(page)).filter((e) => e.op === 'speak').map((e) => e.text);
    expect(spoken).toEqual([pocketMentor.hero.snippet.question, ...pocketMentor.hero.snippet.answer]);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('every industry page gives its player its own exchange; two of them play it, starting with the caller’s line', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const industries = entries<IndustryContent>('industries');
    // Every page's player receives its own call in its island props (read from the served HTML, parsed by the
    // browser) …
    for (const { id: slug, data: c } of industries) {
      const html = await (await request.get(`/industries/${slug}/`)).text();
      const props = await page.evaluate(
        (doc) =>
          new DOMParser()
            .parseFromString(doc, 'text/html')
            .querySelector<HTMLElement>('pm-island[data-island="sample-call"]')?.dataset.props ?? 'null',
        html,
      );
      expect((JSON.parse(props) as { call?: unknown } | null)?.call, slug).toEqual(callFromSnippet(c.hero.snippet));
    }
    // … and the player, the same island on every page, plays it: the first and the last industry.
    await stubSpeech(page, { msPerWord: 200 });
    for (const { id: slug, data: c } of [industries[0]!, industries.at(-1)!]) {
      await gotoHydrated(page, `/industries/${slug}/`);
      await playButton(page).click();
      // The player loads on first use; on a busy machine (CI) that can take longer than the default 5 s.
      await expect(lines(page).first(), slug).toHaveText(`“${c.hero.snippet.question}”`, { timeout: 15_000 });
      expect((await speech(page)).find((e) => e.op === 'speak')?.text, slug).toBe(c.hero.snippet.question);
      await card(page).getByRole('button', { name: w.stopLabel }).click();
      await expect(lines(page), slug).toHaveCount(0);
    }
  });
});

test.describe('sample call without speech', () => {
  test('no speechSynthesis: captions play on their own timing, a note (not the button) says captions only, the clock holds while paused', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete (Window.prototype as unknown as Record<string, unknown>).speechSynthesis;
      delete w.speechSynthesis;
      delete w.SpeechSynthesisUtterance;
    });
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => 'speechSynthesis' in window)).toBe(false);
    const button = playButton(page);
    await expect(note(page)).toBeEmpty();
    await button.click();
    // The button says what it does; the captions-only state shows calmly in the status line, with the clock,
    // and its reason is announced politely.
    await expect(button).toHaveAccessibleName(w.pause);
    await expect(status(page)).toHaveText(starts(w.captionsOnly, ' · 00:0\\d$'));
    await expect(status(page)).toBeVisible();
    await expect(note(page)).toHaveText(w.captionsNote);
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toHaveText(`“${home.hero.snippet.question}”`);
    await expect(lines(page)).toHaveCount(2, { timeout: 8000 });
    await button.click();
    await expect(button).toHaveAccessibleName(w.resume);
    await expect(note(page)).toHaveText(w.captionsNote);
    const held = await clock(page);
    await page.waitForTimeout(2500); // paused: nothing may move during this time
    await expect(lines(page)).toHaveCount(2);
    expect(await clock(page), 'the clock holds while paused').toBe(held);
    await expect(status(page)).toHaveText(starts(w.onHold, ' · '));
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('no voices and synthesis failing (headless Chromium without a speech engine): captions only', async ({
    page,
  }) => {
    await stubSpeech(page, { voices: false, fail: true });
    await gotoHydrated(page, '/industries/healthcare/');
    const button = playButton(page);
    await button.click();
    await expect(button).toHaveAccessibleName(w.pause);
    await expect(note(page)).toHaveText(w.captionsNote);
    await expect(lines(page).first()).toHaveText(`“${healthcare.question}”`);
    await expect(lines(page)).toHaveCount(2, { timeout: 8000 });
  });

  test('voices listed only after the call started (Chromium with speech-dispatcher): captions at once, speech from the next line', async ({
    page,
  }) => {
    await stubSpeech(page, { voicesAfter: 2500, msPerWord: 100 });
    await gotoHydrated(page, '/');
    const button = playButton(page);
    await button.click();
    await expect(note(page)).toHaveText(w.captionsNote);
    await expect(status(page)).toHaveText(starts(w.captionsOnly, ' · '));
    await expect(lines(page)).toHaveCount(1, { timeout: 2000 });
    // Speech takes over from the next line: the note goes.
    await expect(note(page)).toBeEmpty({ timeout: 10_000 });
    await expect(status(page)).toHaveText(starts(w.onCall, ' · '));
    await expect(button).toHaveAccessibleName(w.pause);
    await expect(button).toHaveAccessibleName(w.again, { timeout: 15_000 });
    const spoken = (await speech(page)).filter((e) => e.op === 'speak').map((e) => e.text);
    const answer = home.hero.snippet.answer;
    expect(spoken.length).toBeGreaterThan(0);
    expect(spoken).toEqual(answer.slice(answer.length - spoken.length));
  });

  test('speech that never starts gives way to captions after a few seconds', async ({ page }) => {
    await stubSpeech(page, { silent: true });
    await gotoHydrated(page, '/');
    const button = playButton(page);
    await button.click();
    await expect(button).toHaveAccessibleName(w.pause);
    await expect(lines(page)).toHaveCount(0);
    // While speech tries to start, the card says it is connecting (not a blank answer area).
    await expect(waiting(page)).toHaveAttribute('data-call-waiting', 'connecting');
    await expect(waiting(page)).toBeVisible();
    // The exchange stays in view behind it, dimmed (not an emptied card).
    const preview = card(page).getByText(home.hero.snippet.answer[0]!).first();
    await expect(preview).toBeVisible();
    // (It fades to its dimmed state over 300 ms.)
    const opacity = () =>
      preview.evaluate((el) => {
        let o = 1;
        for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
        return o;
      });
    await expect.poll(opacity).toBeLessThan(0.6);
    expect(await opacity()).toBeGreaterThan(0.2);
    await expect(note(page)).toHaveText(w.captionsNote, { timeout: 8000 });
    await expect(waiting(page)).toHaveCount(0);
    await expect(lines(page).first()).toHaveText(`“${home.hero.snippet.question}”`);
    expect((await speech(page)).map((e) => e.op)).toEqual(['cancel', 'speak', 'cancel']);
  });
});

test.describe('sample call without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole exchange is there as text, and the control that cannot work is not shown', async ({ page }) => {
    await page.goto('/industries/healthcare/');
    const c = healthcare;
    const figure = page.locator('figure:has([data-call-state])').first();
    for (const text of [c.question, ...c.answer]) await expect(figure.getByText(text)).toBeVisible();
    await expect(figure.locator('[data-call-controls]')).toBeHidden();
    expect(
      await figure
        .locator('.wave-bar')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
  });
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The sample call has no dead moments and does not move the page. Driven by the page clock
 * (captions only, no speech: the lines run on the engine's own timers), sampled every 250 ms of call time.
 */
type Sample = { t: number; card: number; below: number; waiting: string | null; lines: number; said: number };

/** The card's height, the top of what follows the card in the page, the waiting state and the caption count. */
const sample = (page: Page, t: number) =>
  card(page).evaluate((el, t) => {
    const figure = el.closest('figure') ?? el;
    // What follows the card in the page: the hero's next block, else the first element after the hero.
    const hero = figure.closest('[data-hero]');
    const next = hero?.nextElementSibling ?? figure.nextElementSibling;
    return {
      t,
      card: figure.getBoundingClientRect().height,
      below: next ? next.getBoundingClientRect().top + window.scrollY : 0,
      waiting: el.querySelector('[data-call-waiting]')?.getAttribute('data-call-waiting') ?? null,
      lines: el.querySelectorAll('[role="log"] [data-line]').length,
      // Lines shown in full (their last word said).
      said: [...el.querySelectorAll('[role="log"] [data-line]')].filter((l) => !l.querySelector('.call-word-later'))
        .length,
    };
  }, t);

/** Height changes of the card (or of the content below it) over the call, beyond ±1 px. */
function heightFaults(samples: Sample[]) {
  const bad: string[] = [];
  const [first] = samples;
  if (!first) return ['no samples'];
  for (const s of samples) {
    if (Math.abs(s.card - first.card) > 1)
      bad.push(`card ${Math.round(s.card)} px at ${s.t} ms (was ${Math.round(first.card)})`);
    if (Math.abs(s.below - first.below) > 1)
      bad.push(`content below moved to ${Math.round(s.below)} px at ${s.t} ms (was ${Math.round(first.below)})`);
  }
  return bad;
}

/**
 * For each caller turn (given as the number of lines shown once it is over), how long after its last word shows
 * the answering state (or the mentor's first line) appears, in ms; -1 if it never does.
 */
function answerDelays(samples: Sample[], callerLines: number[]) {
  return callerLines.map((n) => {
    const said = samples.findIndex((s) => s.said >= n);
    if (said < 0) return -1;
    const answered = samples.findIndex((s, i) => i >= said && (s.waiting === 'answering' || s.lines > n));
    return answered < 0 ? -1 : samples[answered]!.t - samples[said]!.t;
  });
}

async function runCall(page: Page, path: string, size: { width: number; height: number }, until = 40_000) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete (Window.prototype as unknown as Record<string, unknown>).speechSynthesis;
    delete w.speechSynthesis;
    delete w.SpeechSynthesisUtterance;
  });
  await page.clock.install();
  await page.setViewportSize(size);
  await gotoHydrated(page, path);
  const samples: Sample[] = [await sample(page, -1)];
  await playButton(page).click();
  await expect(playButton(page)).toHaveAccessibleName(w.pause);
  for (let t = 0; t <= until; t += 250) {
    samples.push(await sample(page, t));
    if (samples.at(-1)!.lines && (await playButton(page).getAttribute('aria-label')) === null) {
      if ((await playButton(page).textContent())?.includes('again')) break;
    }
    await page.clock.runFor(250);
  }
  return samples;
}

test.describe('sample call without dead moments', () => {
  for (const [name, size] of Object.entries(widths)) {
    for (const path of ['/', '/industries/healthcare/']) {
      test(`${path} at ${name}: the card keeps one height from the first frame to the last, nothing below it moves, and the answer shows its state within 1 s of each caller turn`, async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        const samples = await runCall(page, path, size);
        const snippet = path === '/' ? home.hero.snippet : healthcare;
        const total = callFromSnippet(snippet).turns.flatMap((t) => t.lines).length;
        expect(samples.at(-1)!.lines, 'the call played to its last line').toBe(total);
        expect(heightFaults(samples)).toEqual([]);
        // While connecting the card is not empty: the exchange shows, dimmed, behind the "Connecting" state.
        const connecting = samples.find((s) => s.waiting === 'connecting');
        if (connecting) expect(connecting.card).toBeGreaterThan(200);
        // Each caller turn is followed by the answering state (or the answer) within a second.
        let n = 0;
        const callerEnds: number[] = [];
        for (const t of callFromSnippet(snippet).turns) {
          n += t.lines.length;
          if (t.speaker === 'caller' && n < total) callerEnds.push(n);
        }
        const delays = answerDelays(samples, callerEnds);
        expect(delays.length).toBeGreaterThan(0);
        for (const d of delays) expect(d, `answer state after ${d} ms`).toBeGreaterThanOrEqual(0);
        for (const d of delays) expect(d).toBeLessThanOrEqual(1000);
        expect(
          samples.some((s) => s.waiting === 'answering'),
          'an answering state shows',
        ).toBe(true);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('the answering state has a moving waveform, still with reduced motion; captions follow the voice word by word', async ({
    page,
  }) => {
    await stubSpeech(page, { msPerWord: 200, mentorStartsAfter: 1500 });
    await gotoHydrated(page, '/');
    await playButton(page).click();
    // The caller's line fills word by word: some words are laid out but not shown yet.
    await expect(lines(page)).toHaveCount(1);
    await expect
      .poll(
        () =>
          log(page).evaluate((el) =>
            [...el.querySelectorAll('.call-word-later')].map((w) => getComputedStyle(w).opacity).join(),
          ),
        { intervals: [50] },
      )
      .toMatch(/^0(,0)*$/);
    await expect(waiting(page)).toHaveAttribute('data-call-waiting', 'answering', { timeout: 10_000 });
    const bar = waiting(page).locator('.call-think > span').first();
    expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('call-think');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(lines(page)).toHaveCount(2, { timeout: 5000 });
    // Reduced motion: a line shows whole as it starts (nothing fills in or moves).
    const hidden = await lines(page).evaluateAll(
      (ls) =>
        ls.flatMap((l) => [...l.querySelectorAll('span')]).filter((s) => getComputedStyle(s).opacity === '0').length,
    );
    expect(hidden).toBe(0);
  });

  test('the checks can fail: a card that grows, content that moves, an answer that keeps the caller waiting', () => {
    const base = { waiting: null, lines: 0, said: 0, below: 900 };
    const growing: Sample[] = [
      { t: -1, card: 390, ...base },
      { t: 0, card: 390, ...base, lines: 1 },
      { t: 16_000, card: 434, ...base, lines: 4, below: 944 },
    ];
    const bad = heightFaults(growing).join('\n');
    expect(bad).toMatch(/card 434 px at 16000 ms \(was 390\)/);
    expect(bad).toMatch(/content below moved to 944 px at 16000 ms/);
    expect(heightFaults(growing.slice(0, 2))).toEqual([]);
    // The caller's line is said in full at 4000 ms; the answer (no answering state) shows only at 6500 ms.
    const slow: Sample[] = [0, 1000, 2000, 3000, 4000, 4500, 5000, 5500, 6000, 6500].map((t) => ({
      t,
      card: 390,
      below: 900,
      waiting: null,
      lines: t < 1000 ? 0 : t < 6500 ? 1 : 2,
      said: t < 4000 ? 0 : t < 6500 ? 1 : 2,
    }));
    expect(answerDelays(slow, [1])).toEqual([2500]);
    // Never answered at all.
    expect(answerDelays(slow.slice(0, -1), [1])).toEqual([-1]);
    // And the good case: the answering state at 4500 ms.
    const prompt = slow.map((s) => ({ ...s, waiting: s.t >= 4500 && s.t < 6500 ? 'answering' : null }));
    expect(answerDelays(prompt, [1])).toEqual([500]);
  });
});
