import { entry } from '../lib/content';
import { site } from '../lib/settings';
import { specWords } from '../lib/spec-words';
import { expect, gotoHydrated, test, widths } from './fixtures';

/** The widget's fallback words, from the contact page's content file. */
const { widget } = entry<{ widget: { fallbackHeading: string; openInNewTab: string } }>('pages', 'contact');

const scriptSel = `script[src="${site.booking.scriptUrl}"]`;

test.describe('contact page with the booking widget (vendor stubbed)', () => {
  test('heading, a 700 px+ iframe from site.ts, and the vendor script injected once', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(specWords.contactHeading);
    const frame = page.locator(`iframe#${site.booking.iframeId}`);
    await expect(frame).toHaveAttribute('src', site.booking.iframeSrc);
    await expect(frame).toBeVisible();
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(700);
    await expect(page.locator(scriptSel)).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __bookingVendorRuns?: number }).__bookingVendorRuns))
      .toBe(1);
    // Ready (shown) once the booking page has spoken, inside its sandbox.
    await expect(frame).toHaveCSS('opacity', '1');
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  });

  test('the booking iframe is sandboxed: scripts, forms, its own origin and popups (its confirmation), nothing else', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact/');
    const sandbox = await page.locator(`iframe#${site.booking.iframeId}`).getAttribute('sandbox');
    expect((sandbox ?? '(none)').split(/\s+/).sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  test('a vendor page that loads but never reports ready (an empty 200) gets the fallback within the timeout', async ({
    page,
  }) => {
    // The booking page answers 200 with nothing: the frame "loads", the calendar never speaks.
    await page.route(site.booking.iframeSrc, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    // The page's clock, paused, not the test's: the widget's 6 s wait runs on it, so the test need not sit through
    // it, and time moves only when the test says.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.setViewportSize(widths.desktop);
    await page.goto('/contact/');
    const alert = page.locator('main').getByRole('alert');
    // The widget starts a frame after load (on that clock too), then waits for the calendar.
    const started = page.locator('[data-booking-state="loading"]');
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return started.count();
      })
      .toBe(1);
    await page.clock.runFor(5800);
    await expect(alert).toBeHidden();
    await page.clock.runFor(400);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(widget.fallbackHeading);
    await expect(alert.getByRole('link', { name: widget.openInNewTab })).toHaveAttribute(
      'href',
      site.booking.iframeSrc,
    );
    await expect(page.locator(`iframe#${site.booking.iframeId}`)).toHaveCount(0);
  });

  test('the script runs once per visit after leaving the page and coming back (links, back, forward)', async ({
    page,
  }) => {
    await page.setViewportSize(widths.desktop);
    await gotoHydrated(page, '/contact/');
    await expect(page.locator(scriptSel)).toHaveCount(1);
    await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/company\/careers\/$/);
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator(`iframe#${site.booking.iframeId}`)).toBeVisible();
    // Full document loads both ways: let the back navigation land before going forward again.
    await page.goBack();
    await expect(page).toHaveURL(/\/company\/careers\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.locator(`iframe#${site.booking.iframeId}`)).toBeVisible();
    await expect(page.locator(scriptSel)).toHaveCount(1);
    // A fresh document: the widget injects the vendor script after hydration, so wait for its one run.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __bookingVendorRuns?: number }).__bookingVendorRuns))
      .toBe(1);
  });

  test('shows both phone numbers and the postal address', async ({ page }) => {
    await page.goto('/contact/');
    const main = page.locator('main');
    await expect(main.locator(`a[href="tel:${site.phone.tel}"]`).first()).toBeVisible();
    await expect(main.locator(`a[href="tel:${site.secondaryPhone.tel}"]`)).toBeVisible();
    await expect(main.getByText(site.address.poBox)).toBeVisible();
    await expect(main.getByText('15-minute discovery call').first()).toBeVisible();
  });
});

test.describe('contact page with the booking vendor blocked', () => {
  test.use({ vendor: 'block' });

  test('offers the phone number and the booking page in a new tab within a few seconds', async ({ page }) => {
    await page.setViewportSize(widths.phone);
    await page.goto('/contact/');
    const alert = page.locator('main').getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 7000 });
    await expect(alert).toContainText(widget.fallbackHeading);
    const open = alert.getByRole('link', { name: widget.openInNewTab });
    await expect(open).toHaveAttribute('href', site.booking.iframeSrc);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(alert.locator(`a[href="tel:${site.phone.tel}"]`)).toBeVisible();
  });
});
