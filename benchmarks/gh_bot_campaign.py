"""A Gloomhaven campaign played by bots from a new party, through the campaign commands.

    python benchmarks/gh_bot_campaign.py --out bots.db --scenarios 8 --bot planner

The party (a Brute and a Mindthief by default) is created, buys its class's starter kit,
plays scenario 1 in Campaign Mode and then every scenario it can: an unlocked one not yet
completed in Campaign Mode if the game ships it, else scenario 1 again in Casual Mode (XP
and gold are kept either way). Between scenarios a simple policy runs the city: a
character levels up as soon as it must (its first card choice and the first Perk it has
left), takes the Perks its checkmarks earned, buys what its kit still lacks, and the
party draws the City Event (the option that leaves it best off). Prints `campaign show`.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import yaml

from rulebound.cli.main import app
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven.campaign_commands import bot_option
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.items import load_items
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.kernel.errors import DataError


def run(*args: str) -> None:
    code = app(["gloomhaven", "campaign", *args], standalone_mode=False)
    if code not in (0, None):
        raise SystemExit(f"campaign {args[0]} failed")


def campaign(path: Path) -> city.Campaign:
    with store.open_store(path) as db:
        return store.load(db)


def kits() -> dict[str, list[int]]:
    from importlib import resources

    ref = resources.files("rulebound.games.gloomhaven") / "data" / "starter_kits.yaml"
    return dict(yaml.safe_load(ref.read_text(encoding="utf-8"))["kits"])


def city_visit(path: Path) -> None:
    c = campaign(path)
    for sheet in c.record.characters:
        while city.must_level_up(c.sheet(sheet.cls)):
            now = c.sheet(sheet.cls)
            klass = load_class(sheet.cls)
            cards = city.card_choices(klass, now, now.level + 1)
            perk = next(i for i, p in enumerate(klass.perks) if now.perks.count(i) < p.times)
            card = cards[0]
            run("level-up", str(path), sheet.cls, "--card", str(card), "--perk", str(perk))
            c = campaign(path)
        now = c.sheet(sheet.cls)
        klass = load_class(sheet.cls)
        while len(now.perks) < city.perks_earned(c, now):
            perk = next(i for i, p in enumerate(klass.perks) if now.perks.count(i) < p.times)
            run("level-up", str(path), sheet.cls, "--perk", str(perk))
            c = campaign(path)
            now = c.sheet(sheet.cls)
        catalog = load_items()
        for item in kits().get(sheet.cls, []):
            now = c.sheet(sheet.cls)
            cost = city.price(catalog[item].cost, c.reputation)
            stocked = c.record.supply().get(item, 0) > 0
            if stocked and item not in now.items and now.gold >= cost:
                run("shop", str(path), sheet.cls, "--buy", str(item))
                c = campaign(path)
    if c.last_mode == "campaign" and not c.city_event_done:
        run("event", str(path), "city", "--option", bot_option(c, "city"))


def next_scenario(c: city.Campaign) -> tuple[int, str]:
    for number in sorted(c.record.unlocked - c.record.completed):
        try:
            load_scenario(number)
        except DataError:
            continue
        return number, "campaign"
    return 1, "casual"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("bot-campaign.db"))
    parser.add_argument("--scenarios", type=int, default=8)
    parser.add_argument("--bot", default="planner")
    parser.add_argument("--party", default="brute,mindthief")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.out.exists():
        args.out.unlink()
    started = time.monotonic()
    run("new", str(args.out), "--name", "The Bots", "--seed", str(args.seed))
    for i, cls in enumerate(args.party.split(",")):
        run(
            "create-character",
            str(args.out),
            cls,
            "--name",
            f"{cls.title()} Bot",
            "--player",
            f"P{i + 1}",
        )
    for k in range(args.scenarios):
        city_visit(args.out)
        number, mode = next_scenario(campaign(args.out))
        run(
            "play",
            str(args.out),
            "--scenario",
            str(number),
            "--mode",
            mode,
            "--seats",
            "none",
            "--bot",
            args.bot,
            "--seed",
            str(args.seed * 1000 + k),
        )
    city_visit(args.out)
    run("show", str(args.out))
    print(f"{args.scenarios} scenarios in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
