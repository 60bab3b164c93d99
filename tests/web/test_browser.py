"""The web player in a real browser: one complete game of each game through clicks
against a bot, reload and restart, and two players who each see only their own hand."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebound.kernel.game import load_game
from rulebound.kernel.play import random_action
from rulebound.kernel.rng import Rng
from rulebound.web.tables import TableStore

from .browser import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, LiveServer

playwright_api = pytest.importorskip("playwright.sync_api")

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM} (apt-get install chromium)"
)

# Small, quick tables: every game ends within a couple of hundred clicks.
GAMES = [
    ("marvel-mission-arena", {}, 0),
    ("star-wars-destiny", {}, 0),
    ("marvel-champions", {}, 0),
    ("gloomhaven", {"hands": "first", "party": "brute,mindthief"}, 0),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with playwright_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    live = LiveServer(tmp_path)
    yield live
    live.stop()


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=False)


def new_table(
    page: Any, server: LiveServer, game: str, params: dict[str, Any], humans: int
) -> list[str]:
    """Create a table from the lobby form; the seat links (humans first, bots after)."""
    page.goto(server.url + "/")
    page.click(f"button[data-game='{game}']")
    for name, value in params.items():
        field = f"#p-{name}"
        if page.eval_on_selector(field, "e => e.tagName") == "SELECT":
            page.select_option(field, str(value))
        else:
            page.fill(field, str(value))
            page.dispatch_event(field, "change")
    page.wait_for_function("document.body.dataset.ready === '1'")  # the seat rows follow
    count = page.locator("#seats select").count()
    for seat in range(count):
        page.select_option(f"#seat-{seat}", "human" if seat < humans else "greedy")
    page.click("#create")
    page.wait_for_selector("a.spectator-link")
    return [a.get_attribute("href") for a in page.locator("a.seat-link").all()]


def wait_for_turn(page: Any, after: str | None) -> None:
    """Until the seat has a decision newer than ``after`` or the game is over."""
    page.wait_for_function(
        """(after) => document.body.dataset.over === '1' ||
             (document.body.dataset.at !== after && document.querySelector('.decision.mine'))""",
        arg=after if after is not None else "",
        timeout=20_000,
    )


def open_seat(browser: Any, server: LiveServer, game: str, params: dict[str, Any]) -> Any:
    """A new table of ``game`` with one human seat, opened at that seat's first decision."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    links = new_table(page, server, game, params, humans=1)
    page.goto(server.url + links[0])
    wait_for_turn(page, None)
    return page


def click_through(
    page: Any, rng: random.Random, limit: int, shot_at: str | None = None, undo: bool = False
) -> int:
    """Answer decisions by clicking (a board pick when there is one, else a button); with
    ``undo``, click Undo once when it is offered (the table goes back, then play on)."""
    clicks = 0
    wait_for_turn(page, None)
    while page.evaluate("document.body.dataset.over") != "1" and clicks < limit:
        at = page.evaluate("document.body.dataset.at")
        if undo and page.locator("#undo").is_visible():
            page.click("#undo")
            page.wait_for_function(f"Number(document.body.dataset.at) < {at}")
            undo = False
            wait_for_turn(page, None)
            continue
        picks = page.locator("svg g.pick")
        if picks.count() and rng.random() < 0.5:
            picks.nth(rng.randrange(picks.count())).click()
        else:
            buttons = page.locator("button.option")
            buttons.nth(rng.randrange(buttons.count())).click()
        clicks += 1
        if shot_at and clicks == 8:
            shot(page, shot_at)
        wait_for_turn(page, at)
    return clicks


@pytest.mark.parametrize(("game", "params", "_"), GAMES, ids=[g[0] for g in GAMES])
def test_a_complete_game_through_clicks(
    browser: Any, server: LiveServer, game: str, params: dict[str, Any], _: int
) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    links = new_table(page, server, game, params, humans=1)
    page.goto(server.url + links[0])
    if game == "marvel-mission-arena":  # the hand tells versions apart by rarity
        wait_for_turn(page, None)
        hand = page.locator(".side.me section.zone", has_text="Hand (").first.inner_text()
        assert re.search(r"\[[A-Z]{1,2}\]", hand), hand
    click_through(page, random.Random(1), 600, shot_at=game, undo=game == "marvel-champions")
    assert page.evaluate("document.body.dataset.over") == "1"
    assert "The game is over" in page.inner_text(".decision")
    log = page.locator("#log li").all_inner_texts()
    assert log and not [line for line in log if line.strip().startswith("--")]  # headings
    # the seat reads its own draws once, as its cards, not also as "P1 ... draws 2 cards."
    assert not [line for line in log if re.match(r"P1 .* draws \d+ cards?\.$", line)]
    if game != "gloomhaven":  # its rounds are plain "Round 3." lines
        assert page.locator("#log li.ev-section").count() >= 1
    assert page.locator("#download").is_visible()
    with page.expect_download() as download:
        page.click("#download")
    replay = json.loads(Path(download.value.path()).read_text())
    assert replay["game"].startswith(game)
    page.close()


def test_reload_and_restart_bring_the_seat_back(browser: Any, tmp_path: Path) -> None:
    server = LiveServer(tmp_path)
    page = browser.new_page(viewport={"width": 390, "height": 844})  # a phone
    link = new_table(page, server, "star-wars-destiny", {}, humans=1)[0]
    page.goto(server.url + link)
    click_through(page, random.Random(2), 6)
    wait_for_turn(page, None)
    at, prompt = page.evaluate("document.body.dataset.at"), page.inner_text(".decision")
    page.reload()
    wait_for_turn(page, None)
    assert (page.evaluate("document.body.dataset.at"), page.inner_text(".decision")) == (at, prompt)
    shot(page, "phone-star-wars-destiny")
    server.stop()
    again = LiveServer(tmp_path)
    page.goto(again.url + link)
    wait_for_turn(page, None)
    assert (page.evaluate("document.body.dataset.at"), page.inner_text(".decision")) == (at, prompt)
    page.close()
    again.stop()


def own_hands(page: Any) -> list[str]:
    """The card names of the hand sections the page shows."""
    return [
        c.inner_text().strip()
        for c in page.locator(".side.me .zone:has(h3:text-matches('^Hand')) .chip").all()
    ]


@pytest.mark.parametrize(
    ("game", "params"),
    [("marvel-champions", {"heroes": "spider-man,captain-marvel"}), ("star-wars-destiny", {})],
)
def test_two_players_each_see_only_their_own_hand(
    browser: Any, server: LiveServer, tmp_path: Path, game: str, params: dict[str, Any]
) -> None:
    lobby = browser.new_page()
    links = new_table(lobby, server, game, params, humans=2)
    pages = []
    for link in links:
        context = browser.new_context()  # separate browsers, as two machines
        page = context.new_page()
        page.goto(server.url + link)
        pages.append(page)
    for page in pages:
        page.wait_for_selector(".side.me")
    table_id = links[0].split("/")[2].split("#")[0]
    record = TableStore(tmp_path / "tables.sqlite3").load(table_id)
    assert record is not None
    state = load_game(record.game, **record.params).new_initial_state(seed=record.seed)
    for action in record.actions:
        state.apply_action(action)
    for seat, page in enumerate(pages):
        view = state.view(seat)
        mine = view["players"][seat]["hand"]
        assert sorted(own_hands(page)) == sorted(mine)
        other = state.view(1 - seat)["players"][1 - seat]["hand"]
        shown = json.dumps(view)
        text = page.inner_text("body")
        for name in other:  # a card only the other player can see is nowhere on this page
            if name not in shown:
                assert name not in text, name
        assert page.locator(".zone h3:text-matches('^Hand')").count() == 1
    for page in pages:
        page.context.close()


def open_replay(browser: Any, server: LiveServer, state: Any, tmp_path: Path) -> tuple[Any, int]:
    """Save ``state``'s replay, open it in the replay page at step 0; the page and its
    number of steps."""
    saved = tmp_path / "game.json"
    state.to_replay().save(saved)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(server.url + "/replay")
    page.set_input_files("#file", str(saved))
    page.wait_for_function("document.body.dataset.at === '0'")
    return page, len(state.history or ())


def step_replay_to(page: Any, step: int) -> None:
    """Move the replay page's slider to ``step`` and wait for the page to show it."""
    page.eval_on_selector(
        "#step", "(e, n) => { e.value = n; e.dispatchEvent(new Event('input')); }", step
    )
    page.wait_for_function(f"document.body.dataset.at === '{step}'")


def test_the_replay_page_steps_through_a_replay_file(
    browser: Any, server: LiveServer, tmp_path: Path
) -> None:
    state = load_game("marvel-champions").new_initial_state(seed=3)
    rng = Rng(5)
    while not state.is_terminal():
        state.apply_action(random_action(state, rng))
    page, total = open_replay(browser, server, state, tmp_path)
    assert page.inner_text("#stepno") == f"0 / {total}"
    step_replay_to(page, total)
    assert "The game is over" in page.inner_text("#decision")
    page.click("#prev")
    page.wait_for_function(f"document.body.dataset.at === '{total - 1}'")
    # the next decision in words, never as its kind's id ("decides (turn).")
    assert re.fullmatch(r"Next: .+ decides\.", page.inner_text("#decision").strip())
    page.select_option("#seat", "0")  # the player's own view: its hand shows
    page.wait_for_selector(".side.me")
    shot(page, "replay-viewer")
    page.close()


def test_copies_in_play_are_told_apart_on_the_board(browser: Any, server: LiveServer) -> None:
    """Ultron with two players: each player gets a facedown Drone at set-up, and the board
    names them as the log does ("Drone (1)", "Drone (2)")."""
    page = open_seat(
        browser,
        server,
        "marvel-champions",
        {"heroes": "spider-man,captain-marvel", "villain": "ultron"},
    )
    at = page.evaluate("document.body.dataset.at")
    page.locator("button.option").first.click()  # the first player: set-up goes on
    wait_for_turn(page, at)
    board = page.inner_text("body")
    assert "Drone (1)" in board and "Drone (2)" in board
    page.close()


def test_an_option_naming_a_card_shows_its_text_one_tap_away(
    browser: Any, server: LiveServer
) -> None:
    """The terminal's "i N" in the browser: an option that names a card has an "i"
    beside it whose tip is the card's text (the buttons alone said "discard Haymaker"),
    and an option naming none has no "i"."""
    page = open_seat(browser, server, "marvel-champions", {})
    # the mulligan: "keep your hand", then "discard CARD" each
    rows = page.locator(".options > *")
    assert page.locator(".options > button.option").first.inner_text() == "keep your hand"
    assert page.locator(".option-row").count() == rows.count() - 1
    row = page.locator(".option-row").first
    name = row.locator("button.option").inner_text().removeprefix("discard ")
    row.locator(".option-info").hover()
    tip = page.locator(".tip")
    assert name in tip.inner_text() and len(tip.inner_text()) > len(name) + 20
    page.close()


def test_the_monster_table_has_its_column_heads(browser: Any, server: LiveServer) -> None:
    """Gloomhaven's monsters as rows of name, "6/6" and a dash read as nothing in
    particular: the table is headed (Monster, HP, Shield, Conditions) and says "none"."""
    page = open_seat(browser, server, "gloomhaven", {"hands": "first", "party": "brute,mindthief"})
    table = page.locator("table.monsters")
    assert table.locator("th").all_inner_texts() == ["Monster", "HP", "Shield", "Conditions"]
    rows = [table.locator("tr").nth(n).locator("td").all_inner_texts() for n in (1, 2, 3)]
    assert all(row[3] == "none" for row in rows), rows
    # the Shield as the terminal's table gives it: the elite's printed 1, "-" for none
    assert sorted((row[1], row[2]) for row in rows) == [("6/6", "-"), ("6/6", "-"), ("9/9", "1")]
    # On the map a monster is its type's letter and standee number, as at the terminal
    # ("G2"): the number alone drew a Bandit Guard 2 and a Bandit Archer 2 alike.
    tags = page.eval_on_selector_all(
        "svg circle.monster + text.figtag", "nodes => nodes.map(n => n.textContent)"
    )
    assert len(tags) == 3 and all(re.fullmatch(r"G\d+", tag) for tag in tags), tags
    page.close()


def test_destinys_battlefield_before_it_is_chosen_says_so(browser: Any, server: LiveServer) -> None:
    """At the mulligan no battlefield is chosen yet: "not chosen yet", not "— · not
    claimed"."""
    page = open_seat(browser, server, "star-wars-destiny", {})
    assert page.inner_text(".battlefield").split() == ["Battlefield", "not", "chosen", "yet"]
    page.close()


def test_an_empty_squad_slot_reads_empty_not_face_down(browser: Any, server: LiveServer) -> None:
    """Mission Arena's set-up: the five slots before any deployment are empty, not
    "face down" with "HP ?" (the rival's face-down protagonists are)."""
    page = open_seat(browser, server, "marvel-mission-arena", {})
    mine = page.locator(".side.me .slot").all_inner_texts()
    assert len(mine) == 5 and all(text.split("\n")[-1] == "empty" for text in mine), mine
    page.close()


def test_a_protagonists_stats_read_as_on_its_card(browser: Any, server: LiveServer) -> None:
    """Mission Arena's squad slot gives a protagonist's stats in the card's own
    abbreviations (AK / DF / RES), as the options and the terminal do, not ATK/DEF."""
    page = open_seat(browser, server, "marvel-mission-arena", {})
    rng = random.Random(3)
    for _ in range(80):  # until a protagonist is face up in a squad
        if page.locator(".slot .abc").count():
            break
        at = page.evaluate("document.body.dataset.at")
        buttons = page.locator("button.option")
        buttons.nth(rng.randrange(buttons.count())).click()
        wait_for_turn(page, at)
    stats = page.locator(".slot .abc").all_inner_texts()
    assert stats and all(re.fullmatch(r"AK \S+ · DF \S+ · RES \S+", s) for s in stats), stats
    page.close()


def test_a_challenge_whose_target_left_play_names_no_null(
    browser: Any, server: LiveServer, tmp_path: Path
) -> None:
    """Mission Arena's resolved Challenge against a protagonist defeated since read
    "Thor challenges null (resolved)"; the terminal and the log say who is gone."""
    state = load_game("marvel-mission-arena").new_initial_state(seed=0)
    rng = Rng(0)
    while not any(c["target"] is None for c in state.view(-1)["challenges"]):
        state.apply_action(random_action(state, rng))
    page, total = open_replay(browser, server, state, tmp_path)
    step_replay_to(page, total)
    challenges = page.inner_text("body").split("Challenges", 1)[1][:300]
    assert "challenges a protagonist no longer in play" in challenges, challenges
    assert "null" not in page.inner_text("body")
    page.close()


@pytest.mark.parametrize(
    ("game", "params", "setup"),
    [
        ("marvel-mission-arena", {}, "Setup 11 turns"),
        ("star-wars-destiny", {}, "Setup before round 1"),
        ("gloomhaven", {"hands": "first", "party": "brute,mindthief"}, "Setup before round 1"),
    ],
)
def test_set_up_reads_setup_not_turn_or_round_0(
    browser: Any, server: LiveServer, game: str, params: dict[str, Any], setup: str
) -> None:
    """Before the first turn the boards said "Turn 0 of 11" and "Round 0"."""
    page = open_seat(browser, server, game, params)
    facts = " ".join(page.inner_text(".board .facts").split())
    assert setup in facts and not re.search(r"\b(Turn|Round) 0\b", facts), facts
    assert "Phase setup" not in facts.replace("Phase Setup", "Phase setup"), facts
    page.close()


def test_a_marvel_champions_player_is_named_as_in_the_log(browser: Any, server: LiveServer) -> None:
    """The log says "P1 Spider-Man" whichever side is up; the board's heading said
    "Peter Parker (alter-ego)" for the same player."""
    page = open_seat(browser, server, "marvel-champions", {})
    heading = " ".join(page.inner_text(".side.me h2").split())
    assert heading.startswith("P1 Spider-Man · Peter Parker"), heading
    assert heading.endswith("(alter-ego)"), heading
    page.close()


def test_a_finished_gloomhaven_scenario_shows_no_initiative_to_come(
    browser: Any, server: LiveServer, tmp_path: Path
) -> None:
    """The end screen showed the last round's initiatives and plans as if a round
    were still to come (of exhausted characters too)."""
    from rulebound.bots import ask, make_bot

    game = load_game("gloomhaven", party="brute,tinkerer", hands="first")
    state = game.new_initial_state(seed=0)
    rng = Rng(0)
    bots = {seat: make_bot("greedy", game, seed=seat) for seat in range(2)}
    while not state.is_terminal():
        decision = state.decision()
        if decision.seat < 0:
            state.apply_action(random_action(state, rng))
        else:
            state.apply_action(
                ask(bots[decision.seat], state, decision.seat, list(decision.options), rng)
            )
    assert any(c.get("plan") for c in state.view(-1)["characters"])  # what was shown
    page, total = open_replay(browser, server, state, tmp_path)
    step_replay_to(page, total - 3)
    assert page.locator(".board .track").count() == 1  # while the scenario goes on
    step_replay_to(page, total)
    assert page.locator(".board .track").count() == 0
    assert "Plan:" not in page.inner_text(".board")
    page.close()


def test_no_first_player_is_shown_while_it_is_being_chosen(
    browser: Any, server: LiveServer
) -> None:
    page = open_seat(browser, server, "marvel-champions", {"heroes": "spider-man,iron-man"})
    assert "first player" in page.inner_text(".decision.mine").lower()
    assert "First player" not in page.inner_text(".board .facts")
    page.close()
