"""The web player's decision round trip and load, through real WebSockets.

    python benchmarks/web_roundtrip.py [--decisions 200] [--tables 50] [--json out.json]

A server (``rulebound.web.app`` under uvicorn) runs in its own process on
localhost. Round trip: for each game, a client plays a person's seat against a
greedy bot and times (1) its action message to the server's reply (the new view)
and (2) its action to its next decision (the bot's turns included). Load:
``--tables`` tables (a random client against a greedy bot each, the four games in
turn) are played at once; it reports decisions served per second, errors, and
whether every table's stored decisions match what its client saw. With
``--browser N``, Debian's Chromium (Playwright) also times N clicks per game from the
click to the next view drawn in the page.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import websockets

from rulebound.web.tables import TableStore

GAMES = [  # game, parameters, seats (the client plays seat 0)
    ("marvel-mission-arena", {}, ["human", "greedy"]),
    ("star-wars-destiny", {}, ["human", "greedy"]),
    ("marvel-champions", {"heroes": "spider-man,captain-marvel"}, ["human", "greedy"]),
    ("gloomhaven", {"hands": "first"}, ["human", "greedy"]),
]

SERVER = """
import sys, uvicorn
from pathlib import Path
from rulebound.web.app import create_app
app = create_app(Path(sys.argv[1]), rate=10_000.0, burst=10_000)
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), log_level="warning")
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def post(base: str, path: str, data: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(
        base + path, json.dumps(data).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request) as response:
        body: dict[str, Any] = json.loads(response.read())
        return body


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] if ordered else 0.0


async def play(
    base: str,
    game: str,
    params: dict[str, Any],
    seats: list[str],
    seed: int,
    limit: int,
    rng: random.Random,
) -> dict[str, Any]:
    """One table, a person's seat played by ``rng``; timings in milliseconds."""
    config = {"game": game, "params": params, "seats": seats, "seed": seed}
    table = post(base, "/api/tables", config)
    token = table["seats"][0].split("#", 1)[1]
    reply: list[float] = []
    turn: list[float] = []
    errors, seen = 0, 0
    async with websockets.connect(base.replace("http", "ws") + f"/ws/{table['table']}") as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        message = json.loads(await ws.recv())
        answered = -1
        while not message["over"] and len(reply) < limit:
            decision = message["view"]["decision"]
            if decision["seat"] == 0 and "options" in decision and message["at"] != answered:
                answered = message["at"]
                options = decision["options"]
                start = time.perf_counter()
                await ws.send(
                    json.dumps({"type": "act", "action": rng.choice(options)[0], "at": answered})
                )
                message = json.loads(await ws.recv())
                reply.append((time.perf_counter() - start) * 1000)
                while (
                    message.get("type") == "state"
                    and not message["over"]
                    and (message["view"]["decision"]["seat"] != 0 or message["at"] == answered)
                ):
                    message = json.loads(await ws.recv())
                if message.get("type") == "error":
                    errors += 1
                    break
                turn.append((time.perf_counter() - start) * 1000)
            else:
                message = json.loads(await ws.recv())
            seen = max(seen, message.get("at", 0))
    return {"table": table["table"], "reply": reply, "turn": turn, "errors": errors, "seen": seen}


async def load(base: str, tables: int, limit: int) -> dict[str, Any]:
    start = time.perf_counter()
    runs = await asyncio.gather(
        *(
            play(base, *GAMES[i % len(GAMES)], seed=1000 + i, limit=limit, rng=random.Random(i))
            for i in range(tables)
        ),
        return_exceptions=True,
    )
    elapsed = time.perf_counter() - start
    failures = [r for r in runs if isinstance(r, BaseException)]
    done = [r for r in runs if isinstance(r, dict)]
    return {"elapsed": elapsed, "failures": [repr(f) for f in failures], "runs": done}


CLICK = """async () => {
  const at = document.body.dataset.at;
  const buttons = [...document.querySelectorAll('button.option')];
  const start = performance.now();
  buttons[Math.floor(Math.random() * buttons.length)].click();
  await new Promise((done) => {
    const watch = new MutationObserver(() => {
      if (document.body.dataset.at !== at) { watch.disconnect(); done(); }
    });
    watch.observe(document.body, { attributes: true });
  });
  await new Promise((done) => requestAnimationFrame(() => done()));
  return performance.now() - start;
}"""
MY_TURN = "document.body.dataset.over === '1' || document.querySelector('.decision.mine button')"


def browser_clicks(base: str, clicks: int) -> dict[str, Any]:
    """Click to the next view drawn, in a real Chromium, per game (milliseconds)."""
    from playwright.sync_api import sync_playwright

    out: dict[str, Any] = {}
    args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=args)
        for game, params, seats in GAMES:
            times: list[float] = []
            seed = 1
            while len(times) < clicks:
                config = {"game": game, "params": params, "seats": seats, "seed": seed}
                table = post(base, "/api/tables", config)
                page = browser.new_page()
                page.goto(base + table["seats"][0])
                page.wait_for_function(MY_TURN)
                while len(times) < clicks and page.evaluate("document.body.dataset.over") != "1":
                    times.append(page.evaluate(CLICK))
                    page.wait_for_function(MY_TURN)
                page.close()
                seed += 1
            out[game] = {
                "clicks": len(times),
                "drawn_p50_ms": round(statistics.median(times), 2),
                "drawn_p99_ms": round(percentile(times, 99), 2),
            }
            print(f"{game:24} browser click to view drawn: {out[game]}")
        browser.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200, help="timed decisions per game")
    parser.add_argument("--tables", type=int, default=50, help="tables played at once")
    parser.add_argument("--browser", type=int, default=0, help="timed clicks per game")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="rulebound-web-bench-"))
    port = free_port()
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(data), str(port)])
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                urllib.request.urlopen(base + "/api/games").read()
                break
            except OSError:
                time.sleep(0.05)
        result: dict[str, Any] = {"round_trip": {}, "load": {}}
        heads = ("n", "reply p50", "reply p99", "turn p50", "turn p99")
        print(f"{'game':24} " + " ".join(f"{h:>10}" for h in heads))
        for index, (game, params, seats) in enumerate(GAMES):
            reply: list[float] = []
            turn: list[float] = []
            seed, rng = 1, random.Random(index)
            while len(reply) < args.decisions:
                run = asyncio.run(
                    play(base, game, params, seats, seed, args.decisions - len(reply), rng)
                )
                reply += run["reply"]
                turn += run["turn"]
                seed += 1
            row = {
                "decisions": len(reply),
                "reply_p50_ms": round(statistics.median(reply), 2),
                "reply_p99_ms": round(percentile(reply, 99), 2),
                "turn_p50_ms": round(statistics.median(turn), 2),
                "turn_p99_ms": round(percentile(turn, 99), 2),
            }
            result["round_trip"][game] = row
            print(f"{game:24} " + " ".join(f"{v:>10}" for v in row.values()))
        if args.browser:
            result["browser"] = browser_clicks(base, args.browser)
        outcome = asyncio.run(load(base, args.tables, limit=10_000))
        store = TableStore(data / "tables.sqlite3")
        lost = 0
        served = 0
        for run in outcome["runs"]:
            record = store.load(run["table"])
            stored = len(record.actions) if record else -1
            served += stored
            lost += stored != run["seen"]
        result["load"] = {
            "tables": args.tables,
            "finished": len(outcome["runs"]),
            "failures": outcome["failures"],
            "errors": sum(r["errors"] for r in outcome["runs"]),
            "tables_whose_decisions_differ": lost,
            "decisions": served,
            "seconds": round(outcome["elapsed"], 2),
            "decisions_per_second": round(served / outcome["elapsed"], 1),
        }
        print(json.dumps(result["load"]))
        if args.json:
            args.json.write_text(json.dumps(result, indent=2) + "\n")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
