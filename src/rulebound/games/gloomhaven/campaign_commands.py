"""``rulebound gloomhaven campaign``: a Gloomhaven campaign kept in one SQLite file.

Every command opens the file, applies one city activity (or plays one scenario) with
the rules of ``campaign_city.py`` and ``events.py``, and writes the result back in
one transaction. A rule the activity breaks is one red ``error:`` line, exit code 2.
A character is named by its class id (``brute``) or its name. A campaign may hold
several parties in one city (``new-party``); ``--party NAME`` chooses the one a command
is for, by default the only one or the one last used.
"""

from __future__ import annotations

import secrets
import sys
import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Any

import typer
import yaml
from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from rulebound.cli import render, screen
from rulebound.games.gloomhaven import campaign_city as city
from rulebound.games.gloomhaven import campaign_store as store
from rulebound.games.gloomhaven import events
from rulebound.games.gloomhaven.campaign import (
    CITY,
    CampaignRecord,
    CharacterSheet,
    Enhancement,
    achievement_names,
    campaign_data,
    load_campaign,
    may_play,
    road_event_due,
)
from rulebound.games.gloomhaven.classes import load_class
from rulebound.games.gloomhaven.describe import describe_item
from rulebound.games.gloomhaven.items import equip_problem, load_items
from rulebound.games.gloomhaven.quests import QUESTS
from rulebound.games.gloomhaven.scenario import load_scenario
from rulebound.games.gloomhaven.yaml_files import parse_yaml, read_file
from rulebound.kernel.errors import RuleboundError
from rulebound.kernel.replay import Replay, write_atomic

campaign_app = typer.Typer(
    help="A Gloomhaven campaign in one SQLite file: the party, the city, the scenarios.",
    no_args_is_help=True,
    rich_markup_mode="markdown",  # paragraphs reflow (see the rulebound app)
)

DbArg = Annotated[Path, typer.Argument(metavar="CAMPAIGN", help="The campaign file (.db).")]
CharArg = Annotated[str, typer.Argument(metavar="CHARACTER", help="Class id or name.")]
PartyOpt = Annotated[
    str | None,
    typer.Option(
        "--party", help="The party (its name or the start of it; default: the last one used)."
    ),
]


def _fail(err: RuleboundError) -> typer.Exit:
    from rulebound.cli.main import fail

    return fail(str(err))


def _change(
    path: Path, act: Callable[[city.Campaign], city.Campaign], party: str | None = None
) -> city.Campaign:
    """Open, apply one activity, write back in one transaction; errors are one line."""
    try:
        with store.open_store(path) as db:
            read_at = store.data_version(db)
            after = act(store.load(db, party))
            store.save(db, after, read_at=read_at)
            return after
    except RuleboundError as err:
        raise _fail(err) from None


def _class_of(c: city.Campaign, who: str) -> str:
    for sheet in c.record.characters:
        if who in (sheet.cls, sheet.name) or who.lower() == sheet.name.lower():
            return sheet.cls
    raise city.CityError(f"no character {who!r} in the party {c.name} (--party chooses another)")


def _in_city(c: city.Campaign) -> city.Campaign:
    return city.return_to_city(c)


@campaign_app.command("new")
def new_command(
    path: DbArg,
    name: Annotated[str, typer.Option(help="The party's name.")] = "The Party",
    seed: Annotated[int | None, typer.Option(help="Seed of the campaign's draws.")] = None,
    from_record: Annotated[
        Path | None,
        typer.Option("--from", help="Import a campaign record file (--param campaign= YAML)."),
    ] = None,
    own_events: Annotated[
        Path | None,
        typer.Option("--events", help="Your own event cards (the events.yaml format)."),
    ] = None,
) -> None:
    """Start a campaign (scenario 1 unlocked, the shop stocked), or import a record."""
    seed = secrets.randbelow(1 << 31) if seed is None else seed
    try:
        text = read_file(own_events) if own_events is not None else ""
        if text:
            events.parse_events(parse_yaml(text, str(own_events)), str(own_events))
        if from_record is not None:
            c = store.import_record(load_campaign(from_record), name, seed, text)
        else:
            c = city.new_campaign(name, seed, text)
        with store.open_store(path, create=True) as db:
            store.save(db, c)
    except RuleboundError as err:
        raise _fail(err) from None
    render.make_console().print(Text(f"Campaign {name!r} created in {path} (seed {seed}).", "bold"))


@campaign_app.command("new-party")
def new_party_command(
    path: DbArg,
    name: Annotated[str, typer.Argument(metavar="NAME", help="The new party's name.")],
) -> None:
    """Start another party in the campaign's city: it shares Prosperity, the shop, the
    map and the decks, and has its own Reputation, characters and party achievements."""
    try:
        with store.open_store(path) as db:
            c = store.add_party(db, name)
            others = [n for n, _ in store.parties(db) if n != c.name]
    except RuleboundError as err:
        raise _fail(err) from None
    render.make_console().print(
        Text(f"Party {c.name!r} starts in Gloomhaven, beside {', '.join(others)}.", "bold")
    )


@campaign_app.command("show")
def show_command(
    path: DbArg,
    player: Annotated[
        str,
        typer.Option(
            help="Also show this player's secret Personal Quests (a player's or a "
            "character's name)."
        ),
    ] = "",
    party: PartyOpt = None,
) -> None:
    """The party, the city, the characters and the scenarios played; the parties."""
    try:
        with store.open_store(path) as db:
            c = store.load(db, party)
            played = [p for p in store.history(db) if p.party == c.name]
            groups = store.parties(db)
    except RuleboundError as err:
        raise _fail(err) from None
    print_campaign(render.make_console(), c, played, player, groups)


@campaign_app.command("history")
def history_command(
    path: DbArg,
    replay: Annotated[
        int | None, typer.Option(help="Write this scenario's replay (1 = first).")
    ] = None,
    out: Annotated[Path | None, typer.Option(help="Where to write the replay (JSON).")] = None,
) -> None:
    """The scenarios played; --replay N --out FILE writes one for `rulebound replay`."""
    try:
        with store.open_store(path) as db:
            played = store.history(db)
        if replay is None:
            for i, entry in enumerate(played, start=1):
                result = "won" if entry.won else "lost"
                render.make_console().print(
                    f"{i}. scenario {entry.scenario} ({entry.mode}), {result}, by {entry.party}"
                )
            return
        if out is None or not 1 <= replay <= len(played):
            raise city.CityError(f"--replay takes 1 to {len(played)} with --out FILE")
        entry = played[replay - 1]
        record = out.with_name(out.stem + ".record.yaml")
        write_atomic(record, entry.record_before)
        data = Replay.from_json(entry.replay, str(path)).to_dict()
        data["params"]["campaign"] = str(record)
        Replay.from_dict(data, str(path)).save(out)
    except RuleboundError as err:
        raise _fail(err) from None
    render.make_console().print(f"Replay written to {out} (its record: {record}).")


def quest_line(c: city.Campaign, sheet: CharacterSheet, player: str) -> str:
    """GH-NEWCHAR-08: a Personal Quest is shown if its player made it public, or to
    its player (``show --player``, by the player's or the character's name); else it
    is secret."""
    if not sheet.quest:
        return "-"
    if sheet.cls not in c.public_quests and not (player and player in (sheet.player, sheet.name)):
        return "secret"
    return "; ".join(f"{t} {d}/{n}" for t, d, n in city.quest_status(sheet))


def print_campaign(
    console: Console,
    c: city.Campaign,
    played: list[store.Played],
    player: str = "",
    groups: list[tuple[str, list[str]]] | None = None,
) -> None:
    r = c.record
    level = city.prosperity_level(r.prosperity_checkmarks)
    where = "Gloomhaven" if r.location == CITY else f"scenario {r.location}"
    console.print(Text(f"{c.name}", style="bold"))
    console.print(
        f"Reputation {c.reputation:+d} (shop prices {city.price_modifier(c.reputation):+d}), "
        f"Prosperity level {level} ({r.prosperity_checkmarks} checkmarks), at {where}; "
        f"Sanctuary donations {r.sanctuary_donations}"
    )
    console.print(f"Unlocked scenarios: {', '.join(map(str, sorted(r.unlocked))) or 'none'}")
    console.print(f"Completed: {', '.join(map(str, sorted(r.completed))) or 'none'}")
    # Party and global apart: a scenario asks for one or the other (GH-SETUP-03), and
    # "Achievements: First Steps" did not say which a refusal was about.
    party = achievement_names(sorted(r.party_achievements)) or "none"
    console.print(f"Party achievements: {party}")
    console.print(
        f"Global achievements: {achievement_names(sorted(r.global_achievements)) or 'none'}"
    )
    table = Table(title="Characters")
    for col in ("Name", "Class", "Level", "XP", "Gold", "Items", "Perks", "Cards", "Quest"):
        table.add_column(col)
    for s in r.characters:
        klass = load_class(s.cls)
        perks = "; ".join(klass.perks[i].text for i in s.perks) or "-"
        cards = ", ".join(k.name for k in klass.cards if k.id in s.cards) or "-"
        quest = quest_line(c, s, player)
        items = ", ".join(_item(i) for i in s.items) or "-"
        table.add_row(
            s.name, klass.name, str(s.level), str(s.xp), str(s.gold), items, perks, cards, quest
        )
    console.print(table)
    if c.retired:
        console.print("Retired: " + ", ".join(f"{x.name} ({x.cls})" for x in c.retired))
    if played:  # one line, a run of the same outcome counted ("lost x 6"), not a line each
        runs: list[list[Any]] = []
        for entry in played:
            outcome = f"scenario {entry.scenario} ({entry.mode}), {'won' if entry.won else 'lost'}"
            if runs and runs[-1][0] == outcome:
                runs[-1][1] += 1
            else:
                runs.append([outcome, 1])
        console.print("Played: " + "; ".join(t + (f" x {n}" if n > 1 else "") for t, n in runs))
    if groups and len(groups) > 1:  # the other parties in the city, each with its characters
        told = [f"{n} ({', '.join(names) or 'no characters'})" for n, names in groups]
        console.print("Parties: " + "; ".join(told) + f". Shown: {c.name}.")


def _owned_loadout(console: Console, party: list[CharacterSheet]) -> str:
    """Every Item each character owns, as the ``items`` parameter; an Item the game has
    no data for yet (an event's reward above item 28) stays owned, and is told as
    left behind rather than stopping the scenario."""
    known = load_items()
    seats = []
    for sheet in party:
        behind = [i for i in sheet.items if i not in known]
        if behind:
            names = ", ".join(_item(i) for i in behind)
            console.print(f"{sheet.name} leaves {names} behind: the game has no data for it yet.")
        brought = [i for i in sheet.items if i in known]
        # a character may own more than it may bring (GH-SETUP-22 to -24): the player
        # chooses, so nothing is left behind by a rule the player did not see
        why = equip_problem([known[i] for i in brought], sheet.level)
        if why:
            owned = ", ".join(f"{known[i].name} ({i})" for i in brought)
            raise city.CityError(
                f"{sheet.name} owns {owned}, and may bring {why}: choose what each "
                'character brings with --items (item numbers, seats split by ";", '
                'in the party\'s order, e.g. --items "1,12;3")'
            )
        seats.append(",".join(map(str, brought)))
    return ";".join(seats)


def _item(number: int) -> str:
    known = load_items().get(number)
    return known.name if known else f"item {number}"


@campaign_app.command("create-character")
def create_command(
    path: DbArg,
    cls: Annotated[str, typer.Argument(metavar="CLASS", help="A class id, e.g. brute.")],
    name: Annotated[str, typer.Option(help="The character's name.")],
    player: Annotated[str, typer.Option(help="Who plays it (retirements count per player).")] = "",
    level: Annotated[int, typer.Option(help="Starting level, up to the Prosperity Level.")] = 1,
    quest: Annotated[
        int | None,
        typer.Option(
            help="Which of the two Personal Quests drawn (0 or 1); at a terminal you are "
            "shown them and asked, then the screen is cleared."
        ),
    ] = None,
    card: Annotated[list[int] | None, typer.Option(help="A card per level above 1.")] = None,
    perk: Annotated[list[int] | None, typer.Option(help="A Perk (index) per Perk owed.")] = None,
    public_quest: Annotated[
        bool, typer.Option("--public-quest", help="Show its Personal Quest to the party.")
    ] = False,
    party: PartyOpt = None,
) -> None:
    """Create a character; its Personal Quest stays secret unless --public-quest."""
    asked = quest is None and _at_terminal()

    def made(c: city.Campaign, pick: int) -> city.Campaign:
        return city.create_character(
            _in_city(c),
            cls,
            name,
            player=player,
            level=level,
            quest_pick=pick,
            cards=tuple(card or ()),
            perks=tuple(perk or ()),
        )

    if quest is None:
        quest = _ask_quest(path, party, name, made) if asked else 0

    def act(c: city.Campaign) -> city.Campaign:
        offer = city.quest_offer(c)
        c = made(c, quest)
        kept = c.record.sheet(cls)
        assert kept is not None
        if public_quest:
            c = replace(c, public_quests=(*c.public_quests, cls))
        goals = {q.number: q.goal for q in QUESTS}

        def told(q: int) -> str:  # a goal may hold "; " itself: in brackets, it reads whole
            return f"{q} ({goals[q]})" if goals.get(q) else str(q)

        # GH-NEWCHAR-07, -08: the other card goes back into the deck unread by the
        # table, and the kept one is its player's to show (--public-quest) or not
        if not kept.quest:
            quests = "no Personal Quest left to draw"
        elif public_quest:
            quests = f"Personal Quest (public): {told(kept.quest)}"
        else:  # chosen at the terminal or by --quest, the output may be a shared screen
            see = f" --player {player}" if player else f" --player {name}"
            quests = f"Personal Quest kept secret (`campaign show {path}{see}` shows it)"
        if len(offer) > 1:
            quests += "; the other went back into the deck"
        render.make_console().print(
            f"{name}, {load_class(cls).name} level {level}: {kept.gold} gold, {kept.xp} XP; "
            f"{quests}."
        )
        return c

    _change(path, act, party)


def _at_terminal() -> bool:
    return sys.stdin.isatty() and sys.stdout.isatty()


def _ask_quest(
    path: Path,
    party: str | None,
    name: str,
    made: Callable[[city.Campaign, int], city.Campaign],
) -> int:
    """GH-NEWCHAR-07: the player reads the two Personal Quests drawn and keeps one.
    They are secret (GH-NEWCHAR-08), so the table is asked to look away first and the
    screen is cleared after the choice. A character that cannot be made (an unknown
    class, a level too high) is told before anything is asked."""
    try:
        with store.open_store(path) as db:
            c = store.load(db, party)
        made(c, 0)  # not written: only whether it can be made
        offer = city.quest_offer(c)
    except RuleboundError as err:
        raise _fail(err) from None
    if len(offer) < 2:
        return 0
    goals = {q.number: q.goal for q in QUESTS}
    console = render.make_console()
    console.print(
        f"{name} draws two Personal Quests: they are secret, so only {name}'s player "
        "should read on."
    )
    typer.prompt("Press Enter to see them", default="", show_default=False)
    for k, q in enumerate(offer, start=1):
        console.print(f"  {k}. Personal Quest {q}: {goals.get(q, '?')}")
    while True:
        answer = typer.prompt("Keep which [1-2]", default="", show_default=False).strip()
        if answer in ("1", "2"):
            break
        console.print("Type 1 or 2.")
    screen.clear_all(console)  # so the table does not read them afterwards
    return int(answer) - 1


@campaign_app.command("level-up")
def level_up_command(
    path: DbArg,
    who: CharArg,
    card: Annotated[int | None, typer.Option(help="The new ability card (its number).")] = None,
    perk: Annotated[int | None, typer.Option(help="The new Perk (its index).")] = None,
    party: PartyOpt = None,
) -> None:
    """Level up (a card and a Perk) or take an earned Perk; alone, list the choices."""
    console = render.make_console()

    def act(c: city.Campaign) -> city.Campaign:
        cls = _class_of(c, who)
        sheet = c.sheet(cls)
        klass = load_class(cls)
        if card is None and perk is None:
            why = city.can_level_up(c, sheet)
            console.print(why or f"{sheet.name} may level up to {sheet.level + 1}.")
            choices = city.card_choices(klass, sheet, sheet.level + 1)
            names = [f"{k.id} {k.name} (level {k.level})" for k in klass.cards if k.id in choices]
            console.print("Cards: " + ", ".join(names))
            free = [
                f"{i} {p.text}" for i, p in enumerate(klass.perks) if sheet.perks.count(i) < p.times
            ]
            console.print("Perks: " + "; ".join(free))
            return c
        if card is None:
            assert perk is not None
            return city.take_perk(_in_city(c), cls, perk)
        if perk is None:
            raise city.CityError("a level-up takes a card and a Perk (--card and --perk)")
        c = city.level_up(_in_city(c), cls, card=card, perk=perk)
        console.print(f"{sheet.name} is level {c.sheet(cls).level}.")
        return c

    _change(path, act, party)


def _item_use(item: Any) -> Padding:
    """What an item does, under its price: its slot and uses, then its text (a
    player buys by what it does, not by its name)."""
    described = describe_item(item, -1)
    return Padding(Text(f"{described['subtitle']}. {described['text']}".rstrip()), (0, 0, 0, 4))


@campaign_app.command("shop")
def shop_command(
    path: DbArg,
    who: CharArg,
    buy: Annotated[list[int] | None, typer.Option(help="Buy this item (repeatable).")] = None,
    sell: Annotated[list[int] | None, typer.Option(help="Sell this item (repeatable).")] = None,
    party: PartyOpt = None,
) -> None:
    """Buy and sell Items; alone, list the City Supply and its prices."""
    console = render.make_console()

    def act(c: city.Campaign) -> city.Campaign:
        cls = _class_of(c, who)
        c = _in_city(c)
        for item in sell or ():
            c = city.sell(c, cls, item)
            console.print(f"Sold {_item(item)}: {c.sheet(cls).gold} gold.")
        for item in buy or ():
            c = city.buy(c, cls, item)
            console.print(f"Bought {_item(item)}: {c.sheet(cls).gold} gold left.")
        if not buy and not sell:
            catalog = load_items()
            sheet = c.sheet(cls)
            # Whose gold, at what prices: the list alone did not say what one can afford.
            console.print(
                f"The City Supply for {sheet.name} ({sheet.gold} gold; prices "
                f"{city.price_modifier(c.reputation):+d} at Reputation {c.reputation:+d}). "
                "Buy with --buy N, sell with --sell N (half the price)."
            )
            for number, copies in c.record.city_supply:
                if copies and number in catalog:
                    cost = city.price(catalog[number].cost, c.reputation)
                    owned = f"; {sheet.name} owns one" if number in sheet.items else ""
                    console.print(
                        f"{number:3} {catalog[number].name}: {cost} gold ({copies} left{owned})"
                    )
                    console.print(_item_use(catalog[number]), style="dim")
        return c

    _change(path, act, party)


@campaign_app.command("enhance")
def enhance_command(
    path: DbArg,
    who: CharArg,
    card: Annotated[int, typer.Option(help="The ability card's number.")],
    half: Annotated[str, typer.Option(help="top or bottom.")],
    action: Annotated[int, typer.Option(help="The ability on that half, from 0.")],
    what: Annotated[str, typer.Option(help="+1, a condition, an element or jump.")],
    party: PartyOpt = None,
) -> None:
    """Buy an enhancement sticker for an ability card of the character's class."""

    def act(c: city.Campaign) -> city.Campaign:
        cls = _class_of(c, who)
        sticker = Enhancement(cls, card, half, action, what)
        cost = city.enhancement_cost(c, sticker)
        c = city.enhance(_in_city(c), cls, sticker)
        render.make_console().print(f"Enhanced card {card} for {cost} gold.")
        return c

    _change(path, act, party)


@campaign_app.command("donate")
def donate_command(path: DbArg, who: CharArg, party: PartyOpt = None) -> None:
    """Donate 10 gold to the Sanctuary: 2 Bless cards in the next scenario."""

    def act(c: city.Campaign) -> city.Campaign:
        cls = _class_of(c, who)
        c = city.sanctuary(_in_city(c), cls)
        sheet = c.sheet(cls)
        render.make_console().print(
            f"{sheet.name or cls} donates 10 gold ({sheet.gold} left): 2 Bless cards in the"
            f" next scenario; Sanctuary donations {c.record.sanctuary_donations}."
        )
        return c

    _change(path, act, party)


@campaign_app.command("retire")
def retire_command(path: DbArg, who: CharArg, party: PartyOpt = None) -> None:
    """Retire a character whose Personal Quest is complete."""

    def act(c: city.Campaign) -> city.Campaign:
        c = _in_city(c)
        cls = _class_of(c, who)
        joining = events.mat_events(c, cls)  # GH-RETIRE-06
        c = city.retire(c, cls)
        console = render.make_console()
        console.print(f"{who} retires.")
        for deck, number in joining:
            where = "is shuffled into" if number in c.deck(deck) else "(not typed) stays out of"
            console.print(f"{deck.capitalize()} Event {number} {where} its deck.")
        return c

    _change(path, act, party)


@campaign_app.command("event")
def event_command(
    path: DbArg,
    deck: Annotated[str, typer.Argument(metavar="DECK", help="road or city.")],
    option: Annotated[str | None, typer.Option(help="A or B (asked if omitted).")] = None,
    pick: Annotated[int, typer.Option(help="Within a choice of outcomes: which (0, 1).")] = 0,
    receiver: Annotated[
        str, typer.Option(help="Who gets an Item reward (or gives up, or consumes, an Item).")
    ] = "",
    to: Annotated[int | None, typer.Option(help="Road: the scenario the party travels to.")] = None,
    party: PartyOpt = None,
) -> None:
    """Draw a City Event, or the Road Event of a trip (--to N), and resolve it."""
    if deck not in events.DECKS:
        raise _fail(city.CityError(f"DECK is road or city, got {deck!r}"))
    console = render.make_console()

    def act(c: city.Campaign) -> city.Campaign:
        if deck == "city":
            c = _in_city(c)
            why = events.may_draw_city(c)
            if why:
                raise city.CityError(why)
            return resolve_event(console, c, deck, option, pick, receiver)[0]
        if to is None:
            raise city.CityError("a Road Event is met on the way: --to SCENARIO")  # GH-EVENT-02
        if to not in c.record.unlocked:
            raise city.CityError(f"scenario {to} is not unlocked")  # GH-SETUP-02
        if not road_event_due(c.record, to, load_scenario(to).links, "campaign"):
            raise city.CityError(f"the way to scenario {to} needs no Road Event")  # GH-SETUP-04
        if c.trip == to:
            raise city.CityError(f"the Road Event on the way to scenario {to} was met already")
        c = resolve_event(console, c, deck, option, pick, receiver)[0]
        return replace(c, trip=to)

    _change(path, act, party)


def resolve_event(
    console: Console, c: city.Campaign, deck: str, option: str | None, pick: int, receiver: str
) -> tuple[city.Campaign, list[str]]:
    card = events.draw(c, deck)
    console.print(Text(card.title, style="bold"))
    for label, opt in card.options.items():
        console.print(f"  {label}: {opt.says}")
    if option is None:
        option = _ask_option(console)
    who = _class_of(c, receiver) if receiver else ""
    c, said = events.resolve(c, deck, option.upper(), pick=pick, receiver=who)
    for line in said:
        console.print("  " + line)
    return c, said


def _ask_option(console: Console) -> str:
    """A or B (1 or 2, as every other choice is numbered); anything else is told why."""
    while True:
        try:
            raw = console.input("Choose A or B: ").strip().upper()
        except (EOFError, KeyboardInterrupt):
            raise city.CityError("no option chosen: the event is not resolved") from None
        raw = {"1": "A", "2": "B"}.get(raw, raw)
        if raw in ("A", "B"):
            return raw
        said = raw if raw else "An empty answer"  # "Nothing is not an option" misreads
        console.print(Text(f"{said} is not an option: type A or B.", style="red"))


def bot_option(c: city.Campaign, deck: str) -> str:
    """A simple policy: the option whose outcome leaves the party best off (gold, XP,
    Reputation and Prosperity up; damage and harmful conditions at the start down)."""

    def score(label: str) -> float:
        after, _ = events.resolve(c, deck, label)
        value = 0.0
        for s in after.record.characters:
            before = c.sheet(s.cls)
            value += (s.gold - before.gold) + (s.xp - before.xp) / 2
            value -= 4 * (s.start_damage - before.start_damage)
            fresh = list(s.start_conditions[len(before.start_conditions) :])
            value += 4 * fresh.count("bless") - 4 * (len(fresh) - fresh.count("bless"))
            value -= 3 * (before.checkmarks - s.checkmarks)
        value += 5 * (after.reputation - c.reputation)
        value += 5 * (after.record.prosperity_checkmarks - c.record.prosperity_checkmarks)
        return value

    return max(("A", "B"), key=score)


# --- play -----------------------------------------------------------------------------


@campaign_app.command("play")
def play_command(
    path: DbArg,
    scenario: Annotated[int, typer.Option(help="The scenario number.")],
    characters: Annotated[
        str | None, typer.Option(help="Who goes, comma-separated (default: every character).")
    ] = None,
    seats: Annotated[
        str, typer.Option(help="Human seats: 'all', 'none' or numbers, e.g. 0,1.")
    ] = "all",
    bot: Annotated[str, typer.Option(help="The bot of the other seats.")] = "greedy",
    items: Annotated[
        str | None, typer.Option(help="Items each takes, seats split by ';' (default: all owned).")
    ] = None,
    mode: Annotated[str, typer.Option(help="campaign or casual.")] = "campaign",
    seed: Annotated[int | None, typer.Option(help="The scenario's seed.")] = None,
    party: PartyOpt = None,
) -> None:
    """Play a scenario with the party and write its outcome back in one change."""
    from rulebound.bots import MODEL_STREAM, make_bot
    from rulebound.cli import table as cli_table
    from rulebound.kernel.game import load_game
    from rulebound.kernel.rng import Rng, derive_seed

    console = render.make_console()
    seed = secrets.randbelow(1 << 31) if seed is None else seed
    try:
        with store.open_store(path) as db, store.holding(db):
            # the file is held until the outcome is written: a scenario takes long, and
            # a change another command made meanwhile would refuse (lose) the outcome
            c = store.load(db, party)
            going = _party(c, characters)
            for sheet in going:
                if city.must_level_up(sheet):  # GH-LEVEL-01
                    raise city.CityError(
                        f"{sheet.name} has the XP for level {sheet.level + 1}: level up first"
                    )
            params = {"scenario": scenario, "party": ",".join(s.cls for s in going), "mode": mode}
            loaded = load_scenario(scenario)
            links = loaded.links  # GH-SETUP-04
            why = may_play(  # said here: the game would name the temporary record file
                c.record,
                scenario,
                mode,
                loaded.requires_global,
                loaded.requires_party,
                loaded.requires_no_global,
            )
            if why:
                if scenario not in c.record.unlocked:  # which one may be played, then
                    why += f" (unlocked: {', '.join(map(str, sorted(c.record.unlocked)))})"
                raise city.CityError(why)
            humans = _human_seats(seats, len(going))
            if road_event_due(c.record, scenario, links, mode) and c.trip != scenario:
                console.rule(Text("Road Event", style="bold"))  # GH-EVENT-02
                option = None if humans else bot_option(c, "road")
                c, _ = resolve_event(console, c, "road", option, 0, "")
                c = replace(c, trip=scenario)
                store.save(db, c)  # the event is one change, kept if the scenario is not
                store.hold(db)  # played to its end; then the file is held again
                c = store.load(db, c.name)  # with anything written in between
            before = c.record
            with tempfile.TemporaryDirectory() as tmp:
                record_file = Path(tmp) / "record.yaml"
                record_text = yaml.safe_dump(campaign_data(before), sort_keys=False)
                record_file.write_text(record_text, encoding="utf-8")
                loadout = items if items is not None else _owned_loadout(console, going)
                game = load_game("gloomhaven", **params, campaign=str(record_file), items=loadout)
                state = game.new_initial_state(seed=seed)
                bots = {
                    s: make_bot(bot, game, seed=derive_seed(seed, s + 1))
                    for s in range(len(going))
                    if s not in humans
                }
                chance = Rng(derive_seed(seed, 0))
                models = Rng(derive_seed(seed, MODEL_STREAM))
                console.print(Text(f"Scenario {scenario}, seed {seed}", style="bold"))
                if humans:
                    table = cli_table.Table(state, humans[0])  # an undo replaces its state
                    if not cli_table.play_human(
                        console, table, humans, bots, bot, chance, None, models, saving=False
                    ):
                        # nothing of the scenario is written; a Road Event met is kept
                        met = " (the Road Event met on the way stays met)" * (c.trip == scenario)
                        console.print(
                            f"The scenario was not finished: the campaign is unchanged{met}; "
                            "play it again with campaign play."
                        )
                        return
                    cli_table.finish(console, table)  # the final board and the verdict
                    state = table.state
                else:
                    cli_table.play_auto(console, game, state, bots, chance, models)
                after: CampaignRecord | None = getattr(state, "campaign_after", None)
                assert after is not None
                won = getattr(state, "outcome", "") == "won"
                tired = [h.cls.id for h in getattr(state, "heroes", []) if h.exhausted]
                went = [s.cls for s in going]
                c2 = city.after_scenario(c, before, after, won, tired, went)
                c2 = replace(c2, last_mode=mode)
                played = (scenario, mode, won, record_text, state.to_replay().to_json())
                store.save(db, c2, played)
    except RuleboundError as err:
        raise _fail(err) from None
    console.print(Text("The campaign is updated.", style="bold"))
    print_campaign(console, c2, [])


def _party(c: city.Campaign, names: str | None) -> list[CharacterSheet]:
    sheets = list(c.record.characters)
    if names:
        chosen = [_class_of(c, n.strip()) for n in names.split(",") if n.strip()]
        sheets = [c.sheet(cls) for cls in chosen]
    if not 2 <= len(sheets) <= 4:
        raise city.CityError(f"a scenario needs 2 to 4 characters; the party has {len(sheets)}")
    return sheets


def _human_seats(text: str, players: int) -> list[int]:
    from rulebound.cli.main import _parse_seats

    if text.strip().lower() == "none":
        return []
    return _parse_seats(text, players)
