import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyClick, takeEarlySubmit } from '../prerendered-login';

/** What index.html's head script sets up on /login before the scripts run (scripts/prerender-login.mjs). */
function holdLikeIndexHtml(): void {
  const submit = Object.assign((event: Event) => {
    event.preventDefault();
    submit.held = true;
  }, { held: false });
  window.__zyEarlySubmit = submit;
  addEventListener('submit', submit, true);
  const click = Object.assign((event: Event) => {
    const pressed = (event.target as Element | null)?.closest?.('#root button[type=button]');
    if (pressed) click.el = pressed;
  }, { el: undefined as Element | undefined });
  window.__zyEarlyClick = click;
  addEventListener('click', click, true);
}

afterEach(() => {
  takeEarlySubmit();
  takeEarlyClick();
  document.body.innerHTML = '';
});

describe('what is done on the prerendered /login before hydration', () => {
  it('keeps the last tab or link pressed, once, and ends the hold', () => {
    document.body.innerHTML = '<div id="root"><button type="button">账号密码登录</button><button type="button">立即注册</button><button type="submit">登录</button></div>';
    holdLikeIndexHtml();
    const [tab, link, submit] = [...document.querySelectorAll('button')];
    tab!.click();
    link!.click();
    submit!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const hold = window.__zyEarlyClick!;
    expect(takeEarlyClick()).toBe(link);
    expect(takeEarlyClick()).toBeNull();
    // The hold has ended: a press now is the page's own, not kept for a second replay.
    tab!.click();
    expect(hold.el).toBe(link);
  });

  it('drops a press whose node hydration replaced', () => {
    document.body.innerHTML = '<div id="root"><button type="button">立即注册</button></div>';
    holdLikeIndexHtml();
    document.querySelector('button')!.click();
    document.getElementById('root')!.innerHTML = '<button type="button">立即注册</button>';
    expect(takeEarlyClick()).toBeNull();
  });

  it('holds a submit back and reports it once', () => {
    document.body.innerHTML = '<div id="root"><form><button type="submit">登录</button></form></div>';
    holdLikeIndexHtml();
    const form = document.querySelector('form')!;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(takeEarlySubmit()).toBe(true);
    expect(takeEarlySubmit()).toBe(false);
  });

  it('with nothing held (any page but /login), hands nothing over', () => {
    expect(takeEarlyClick()).toBeNull();
    expect(takeEarlySubmit()).toBe(false);
  });
});
