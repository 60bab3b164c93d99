"""Make the README's screenshots of the web player (docs/screenshots/*.png).

    python docs/web_screenshots.py [--clicks 12]

Starts the web player on a temporary folder, plays a few random clicks of each game
against a greedy bot in Debian's Chromium (Playwright), and saves the table. With
Pillow installed the PNGs are reduced to 128 colours to keep the repository small.
"""

from __future__ import annotations

import argparse
import random
import socket
import tempfile
import threading
import time
from pathlib import Path

import uvicorn
from playwright.sync_api import sync_playwright

from rulebound.web.app import create_app

OUT = Path(__file__).resolve().parent / "screenshots"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"]
TABLES = [  # game, lobby parameters, seed, clicks before the picture
    ("marvel-mission-arena", {}, 4, 30),
    ("star-wars-destiny", {}, 4, 14),
    ("marvel-champions", {"heroes": "spider-man,captain-marvel"}, 3, 30),
    ("gloomhaven", {"hands": "first"}, 2, 7),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=1200)
    parser.add_argument("--height", type=int, default=820)
    args = parser.parse_args()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app = create_app(Path(tempfile.mkdtemp()), rate=500.0, burst=500)
    server = uvicorn.Server(uvicorn.Config(app, port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    base = f"http://127.0.0.1:{port}"
    OUT.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for game, params, seed, clicks in TABLES:
            page = browser.new_page(viewport={"width": args.width, "height": args.height})
            page.goto(base + "/")
            page.click(f"button[data-game='{game}']")
            for name, value in params.items():
                field = f"#p-{name}"
                if page.eval_on_selector(field, "e => e.tagName") == "SELECT":
                    page.select_option(field, value)
                else:
                    page.fill(field, value)
                page.dispatch_event(field, "change")
            page.wait_for_function("document.body.dataset.ready === '1'")
            page.click("#create")
            page.goto(base + page.get_attribute("a.seat-link", "href"))
            rng = random.Random(seed)
            for _ in range(clicks):
                page.wait_for_selector("button.option", timeout=20_000)
                at = page.evaluate("document.body.dataset.at")
                buttons = page.locator("button.option")
                buttons.nth(rng.randrange(buttons.count())).click()
                page.wait_for_function(
                    "(at) => document.body.dataset.at !== at && (document.body.dataset.over"
                    " === '1' || document.querySelector('.decision.mine'))",
                    arg=at,
                )
            target = OUT / f"{game}.png"
            page.screenshot(path=str(target))
            shrink(target)
            print(target, target.stat().st_size)
        browser.close()
    server.should_exit = True


def shrink(path: Path) -> None:
    try:
        from PIL import Image
    except ImportError:
        return
    with Image.open(path) as image:
        image.convert("RGB").quantize(colors=128).save(path, optimize=True)


if __name__ == "__main__":
    main()
