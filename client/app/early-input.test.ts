// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, takeEarlyInput, type EarlyInput } from './early-input';

let early: EarlyInput | undefined;
afterEach(() => {
  early?.stop();
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  const reached: string[] = [];
  // Where React listens once it has hydrated the page: the document.
  document.addEventListener('click', (event) => reached.push(`click ${(event.target as Element).id}`));
  document.addEventListener('submit', (event) => reached.push(`submit ${(event.target as Element).id}`));
  return reached;
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('holdEarlyInput', () => {
  it('holds a click on a button that only script answers, and says the reader has acted', () => {
    const reached = page('<button type="button" id="toggle"><span id="label">Login With Email</span></button>');
    early = holdEarlyInput();
    const acted = vi.fn();
    early.whenActed(acted);
    element('label').click();
    expect(reached).toEqual([]);
    expect(early.held).toEqual([{ kind: 'click', button: element('toggle') }]);
    expect(acted).toHaveBeenCalledOnce();
  });

  it('leaves links, and forms that name the address that answers them, to the browser', () => {
    const reached = page('<a id="link" href="#x">World</a><form id="search" action="/en/search"><button id="go">Search</button></form>');
    early = holdEarlyInput();
    element('link').click();
    element('go').click();
    expect(reached).toEqual(['click link', 'click go', 'submit search']);
    expect(early.held).toEqual([]);
  });

  it('holds a form with no address of its own, so that it is not posted to the page and emptied', () => {
    const reached = page('<form id="reset" method="post"><input id="password" value=""><button id="save">Save</button></form>');
    early = holdEarlyInput();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element('reset').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    expect(early.held).toEqual([{ kind: 'submit', form: element('reset'), submitter: null }]);
  });

  it('says the reader has acted once they type, even after the callback is given', () => {
    page('<input id="email">');
    early = holdEarlyInput();
    element('email').dispatchEvent(new Event('input', { bubbles: true }));
    const acted = vi.fn();
    early.whenActed(acted);
    expect(acted).toHaveBeenCalledOnce();
  });

  it('lets everything through once stopped', () => {
    const reached = page('<button type="button" id="toggle">Menu</button>');
    early = holdEarlyInput();
    early.stop();
    element('toggle').click();
    expect(reached).toEqual(['click toggle']);
  });

  it('sends the held forms as the browser would once released, when the page cannot hydrate', () => {
    const reached = page('<form id="reset" method="post"><button id="save">Save</button></form>');
    early = holdEarlyInput();
    element('save').click();
    expect(reached).toEqual(['click save']);
    const sent = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => undefined);
    early.release();
    expect(sent.mock.contexts).toEqual([element('reset')]);
    expect(sent.mock.calls).toEqual([[element('save')]]);
    sent.mockRestore();
  });
});

describe('takeEarlyInput', () => {
  it("takes over what the page's holder has held, once: the holder no longer has it", () => {
    const reached = page('<button type="button" id="toggle">Menu</button>');
    const holder = holdEarlyInput();
    window.xnEarlyInput = holder;
    element('toggle').click();
    early = takeEarlyInput();
    expect(early).toBe(holder);
    expect(early.held).toEqual([{ kind: 'click', button: element('toggle') }]);
    expect(window.xnEarlyInput).toBeUndefined();
    expect(reached).toEqual([]);
  });

  it('holds from now on a page whose holder did not run', () => {
    const reached = page('<button type="button" id="toggle">Menu</button>');
    early = takeEarlyInput();
    element('toggle').click();
    expect(early.held).toEqual([{ kind: 'click', button: element('toggle') }]);
    expect(reached).toEqual([]);
  });
});
