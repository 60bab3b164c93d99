"""The Marvel Champions look-ahead bot (``--bots planner``): it plays legal moves on
determinized models only, the same game for the same seed, and its evaluation
orders positions the way the race against the villain and the scheme does."""

from __future__ import annotations

import pytest
from mc_helpers import attach, game, hand, identity, mark, put, side_scheme, start

from rulebound.bots import PlannerBot, ask, make_bot
from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import planner
from rulebound.games.marvel_champions.bot_view import bot_view
from rulebound.games.marvel_champions.heuristic import greedy_policy
from rulebound.games.marvel_champions.planner import (
    DANGER,
    HAND,
    HERO_HP,
    IDENTITY_EXHAUSTED,
    STAGE,
    THREAT,
    VILLAIN_HP,
    _finalists,
    _Seen,
    _value,
    evaluate,
    main_scheme_room,
    planner_choose,
    rollout,
)
from rulebound.games.marvel_champions.position import (
    InPlay,
    Position,
    Side,
    build_position,
    discard_from_play,
    hand_to_deck,
    start_activation,
)
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.rng import Rng
from rulebound.sim import play_game


@pytest.fixture
def hand_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """The evaluation with the hand-set weights (``value.HAND_SET``), whose terms the
    tests marked with it check one by one; the planner's own weights are fitted to
    game outcomes (``value.FITTED``, ``panther_weights.PANTHER_FITTED``,
    tests/marvel_champions/test_mc_value.py)."""
    monkeypatch.setattr(planner, "FITTED_HEROES", frozenset())


def test_planner_is_registered_for_marvel_champions() -> None:
    bot = make_bot("planner", game(), seed=3)
    assert isinstance(bot, PlannerBot)
    assert bot.uses_model


def _game_log(seed: int) -> tuple[list[str], int]:
    g = game(heroes="spider-man")
    bots = [make_bot("planner", g, seed=seed, budget=1)]  # one model: quick
    state, counts = play_game(g, bots, [0], seed, Rng(seed))
    assert state.is_terminal()
    return state.log, counts[0]


def test_plays_a_whole_game_legally_and_deterministically() -> None:
    """play_game checks nothing itself: a bot's illegal answer raises in
    apply_action. The same seed gives the same game."""
    first, decisions = _game_log(2)
    assert decisions > 10
    assert _game_log(2) == (first, decisions)


def test_the_model_depends_only_on_what_the_seat_may_know() -> None:
    """Two positions that differ only in the order of the seat's own deck give the
    same model for the same rng: so the planner's choice cannot depend on it."""
    s = start(form="hero")
    other = s.clone()
    other.players[0].deck.reverse()
    assert s.snapshot() != other.snapshot()
    a = s.resample_hidden(0, Rng(9))
    b = other.resample_hidden(0, Rng(9))
    assert a.snapshot() == b.snapshot()
    bot = make_bot("planner", game(), seed=1)
    legal = s.legal_actions()
    assert ask(bot, s, 0, legal, Rng(5)) == ask(bot, other, 0, legal, Rng(5))


def _with(villain_damage: int = 0, threat: int | None = None, hero_damage: int = 0) -> McState:
    """``start(form="hero")`` with damage on the villain or the hero, or threat on the
    main scheme, through the position builder."""
    side = Side("spider-man", form="hero", damage=hero_damage)
    return build_position(
        Position([side], villain_damage=villain_damage, main_threat=threat, seed=1)
    )


def test_evaluation_orders_the_race() -> None:
    s = start(form="hero")
    base = evaluate(s)
    assert evaluate(_with(villain_damage=5)) > base  # the villain is nearer defeat
    assert evaluate(_with(threat=3)) < base  # the scheme is nearer completion
    assert evaluate(_with(threat=6)) < evaluate(_with(threat=3)) - 3 * 1.5
    assert evaluate(_with(hero_damage=6)) < base  # the hero is nearer defeat
    won, lost = s.clone(), s.clone()
    won.result, lost.result = 1, -1
    assert evaluate(won) > evaluate(_with(villain_damage=13)) > evaluate(lost)


@pytest.mark.usefixtures("hand_set")
def test_a_point_off_a_hazard_scheme_beats_a_point_off_a_calm_main_scheme() -> None:
    """Breakin' & Takin' (a hazard: an encounter card more every round) at 3 threat takes
    a hero who thwarts 1 a turn three turns to clear; a round's rollout sees only the
    first, so that point must already be worth more than one off a main scheme far from
    its threshold."""

    def position(hazard: int, main: int) -> McState:
        she_hulk = Side("she-hulk", form="hero")
        scheme = InPlay("01107", threat=hazard)  # Breakin' & Takin'
        return build_position(Position([she_hulk], main_threat=main, side_schemes=[scheme]))

    before, after = position(3, 1), position(2, 2)
    assert before.units[before.main].threat == 1
    assert evaluate(after) > evaluate(before)


@pytest.mark.usefixtures("hand_set")
def test_an_engaged_minions_attack_counts_toward_the_danger_to_the_hero() -> None:
    """Rhino I hits for 2 (and a boost): at 6 hit points She-Hulk is safe alone, but with
    Sandman (3 ATK) engaged too a point of damage more brings her into reach of one
    villain phase, and costs more than a hit point's worth."""

    def position(damage: int) -> McState:
        she_hulk = Side("she-hulk", form="hero", damage=damage, minions=["01102"])  # Sandman
        return build_position(Position([she_hulk]))

    assert evaluate(position(9)) - evaluate(position(10)) > HERO_HP + 1


@pytest.mark.usefixtures("hand_set")
def test_charge_on_the_villain_counts_toward_the_danger_to_the_hero() -> None:
    """Rhino I hits for 2, 5 with Charge (+3 ATK) on him: at 7 hit points She-Hulk is
    out of reach of his printed attack, but with Charge a point of damage more brings
    her within one villain phase of defeat, and costs more than a hit point's worth."""

    def position(damage: int, charge: bool) -> McState:
        she_hulk = Side("she-hulk", form="hero", damage=damage)
        return build_position(Position([she_hulk], villain_attachments=["01099"] * charge))

    assert evaluate(position(8, False)) - evaluate(position(9, False)) == pytest.approx(HERO_HP)
    assert evaluate(position(8, True)) - evaluate(position(9, True)) > HERO_HP + 1


def test_options_tied_on_the_first_copy_all_get_the_other_copies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Successive halving with ``FINALIST_TIES`` (before session 36): the two best
    options on the first copy go on, and so does every option tied with the second of
    them (a copy lost whatever the seat does ranks them all alike), not only the first
    two in list order."""
    monkeypatch.setattr(planner, "FINALIST_TIES", True)
    assert _finalists([1, 2, 3, 4], {1: -5.0, 2: -1.0, 3: -3.0, 4: -9.0}) == [2, 3]
    lost = {a: -10_003.0 for a in (1, 2, 3, 4)}
    assert _finalists([1, 2, 3, 4], lost) == [1, 2, 3, 4]
    assert _finalists([1, 2, 3], {1: 0.0, 2: -4.0, 3: -4.0}) == [1, 2, 3]


def test_without_finalist_ties_the_ties_at_the_cut_go_in_list_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``FINALIST_TIES`` off (session 36): the two best options on the first copy go on,
    ties at the cut in the options' order (the heuristic's pick first), unless the copy
    ranks every option alike: then every option goes on."""
    monkeypatch.setattr(planner, "FINALIST_TIES", False)
    assert _finalists([1, 2, 3, 4], {1: -5.0, 2: -1.0, 3: -3.0, 4: -9.0}) == [2, 3]
    assert _finalists([1, 2, 3], {1: 0.0, 2: -4.0, 3: -4.0}) == [1, 2]
    assert _finalists([4, 2, 3], {4: -4.0, 2: 0.0, 3: -4.0}) == [2, 4]
    assert _finalists([1, 2, 3], {1: -1.0, 2: -1.0, 3: -1.0}) == [1, 2, 3]
    lost = {a: -10_003.0 for a in (1, 2, 3, 4)}
    assert _finalists([1, 2, 3, 4], lost) == [1, 2, 3, 4]


def test_an_option_beating_the_heuristics_pick_by_the_margin_is_chosen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``MARGIN`` a copy: an option ahead of the heuristic's pick (listed first) by
    exactly that much on every copy is taken; by less, the pick stays."""
    copies = [start() for _ in range(3)]  # the values below do not read them
    for lead, chosen in ((planner.MARGIN, 2), (planner.MARGIN - 0.01, 1)):
        values = {1: 0.0, 2: lead, 3: -5.0}
        monkeypatch.setattr(planner, "_value", lambda w, a, stop, seat, seen, v=values: v[a])
        assert planner._choose(copies, [1, 2, 3], 2, 0) == chosen


def test_a_game_lost_on_one_copy_counts_the_loss_floor_below_that_copys_worst(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``LOSS_FLOOR``: a rollout that loses the game counts that much below the worst
    position the copy's other options reach, so an option that loses on one copy of
    three but leads the heuristic's pick by more than the floor on the others is taken;
    a small lead is not. Without a floor a loss on one copy rules the option out."""
    copies = [start() for _ in range(3)]
    lost = -planner.WIN - 3  # a game lost in round 3 (evaluate's value)

    def values(lead: float) -> dict[tuple[int, int], float]:
        table = {(k, 1): 0.0 for k in range(3)} | {(k, 3): -5.0 for k in range(3)}
        return table | {(0, 2): lead, (1, 2): lead, (2, 2): lost}

    def chosen(lead: float) -> int:
        table = values(lead)
        index = {id(w): k for k, w in enumerate(copies)}
        monkeypatch.setattr(
            planner, "_value", lambda w, a, stop, seat, seen: table[index[id(w)], a]
        )
        return planner._choose(copies, [1, 2, 3], 2, 0)

    monkeypatch.setattr(planner, "LOSS_FLOOR", 25.0)
    assert chosen(20.0) == 2  # 20 + 20 + (0 - 25) = 15 ahead: above the margin of 3
    assert chosen(12.0) == 1  # 12 + 12 - 25 = -1: behind
    monkeypatch.setattr(planner, "LOSS_FLOOR", None)
    assert chosen(20.0) == 1


def test_a_search_left_with_only_help_requests_plays_no_rollout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Help requests are not searched; with nothing else but the heuristic's pick left
    the pick is returned without a rollout, and the copies are drawn all the same (the
    bot's random stream, and so its later searches, stay as they were)."""
    s = game(heroes="spider-man,captain-marvel").new_initial_state(3)
    while not (
        s.decision().kind == "turn" and any(enc.SEAT <= a < enc.RESOURCE for a in s.legal_actions())
    ):
        s.apply_action(s.legal_actions()[0])
    seat = s.decision().seat
    helps = [a for a in s.legal_actions() if enc.SEAT <= a < enc.RESOURCE]
    legal = [enc.PASS, *helps] if enc.PASS in s.legal_actions() else s.legal_actions()[:1] + helps
    monkeypatch.setattr(planner, "_choose", lambda *args: pytest.fail("rolled out"))
    model = s.resample_hidden(seat, Rng(1))
    used, fresh = Rng(7), Rng(7)
    assert planner_choose(model, seat, legal, used) == legal[0]
    planner.worlds(model, seat, fresh, 1)
    assert used.state == fresh.state

    """Legal Work: Jennifer Walters exhausts to remove it, or the main scheme gets an
    acceleration token, a threat more every round for the rest of the game; that costs
    more than the recovery the exhausted alter ego loses on the coming turn."""

    def position(exhausted: bool, tokens: int) -> McState:
        jennifer = Side("she-hulk", form="alter-ego", exhausted=exhausted)
        return build_position(Position([jennifer], acceleration=tokens))

    assert evaluate(position(exhausted=True, tokens=0)) > evaluate(position(False, 1))


def _searched(
    monkeypatch: pytest.MonkeyPatch, heroes: str
) -> tuple[list[int], list[int], dict[str, object]]:
    """The options a turn search of a game of ``heroes`` tries (a decision with at
    least five options besides help requests), that decision's options in the
    search's order (the heuristic's pick first), and the seat's view."""
    s = game(heroes=heroes).new_initial_state(3)
    while True:
        d = s.decision()
        legal = list(d.options)
        options = [a for a in legal if not enc.SEAT <= a < enc.RESOURCE]
        if d.kind == "turn" and len(options) >= 5:
            break
        s.apply_action(legal[0] if len(legal) == 1 else greedy_policy(bot_view(s, d.seat), legal))
    model = s.resample_hidden(d.seat, Rng(1))
    view = bot_view(model, d.seat)
    first = greedy_policy(view, legal)
    tried: list[int] = []
    monkeypatch.setattr(planner, "_choose", lambda copies, opts, *rest: tried.extend(opts) or 0)
    planner_choose(model, d.seat, legal, Rng(2))
    return tried, [first] + [a for a in options if a != first], view


def test_multi_candidates_cut_a_two_player_search_to_the_heuristics_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``MULTI_CANDIDATES``: with two or more players a search tries the heuristic's
    pick, then its pick among the options left, and so on, that many options; a solo
    search tries every option."""
    monkeypatch.setattr(planner, "MULTI_CANDIDATES", 3)
    tried, ordered, view = _searched(monkeypatch, "spider-man,captain-marvel")
    second = greedy_policy(view, ordered[1:])
    third = greedy_policy(view, [a for a in ordered[1:] if a != second])
    assert tried == [ordered[0], second, third]
    solo, every, _ = _searched(monkeypatch, "spider-man")
    assert solo == every


def test_finishes_the_last_villain_stage() -> None:
    """Rhino II is the last stage in standard; with 1 hit point left, the attack
    wins at once, whatever the scheme. (A test of the bot: the rule, MC-WIN-01, is
    named by the combat tests of the last stage's defeat.)"""
    s = start(form="hero", skirmish="I")  # Rhino I is the only stage
    mark(s, s.villain, damage=s.units[s.villain].damage + 13)
    mark(s, s.main, threat=5)
    legal = s.legal_actions()
    assert enc.ATTACK in legal
    action = planner_choose(s.resample_hidden(0, Rng(1)), 0, legal, Rng(2))
    c = s.clone()
    c.apply_action(action)
    while not c.result and c.decision().kind != "turn":
        c.apply_action(c.legal_actions()[0])
    assert c.result == 1


@pytest.mark.parametrize(
    ("heroes", "villain"),
    [
        ("spider-man,she-hulk", "rhino"),
        ("captain-marvel,iron-man", "klaw"),
        ("black-panther,spider-man", "ultron"),
    ],
)
def test_the_bot_view_gives_the_heuristic_the_same_answers(heroes: str, villain: str) -> None:
    """The planner's rollouts ask the heuristic with :func:`bot_view`, the entries of the
    view it reads built straight from the state: it answers as it does to the seat's
    view at every decision of a game, and the bot view, like the view, is the same when
    everything hidden from the seat is redrawn."""
    s = game(heroes=heroes, villain=villain).new_initial_state(5)
    rng = Rng(5)
    while not s.is_terminal():
        d = s.decision()
        legal = list(d.options)
        action = greedy_policy(s.view(d.seat), legal)
        assert greedy_policy(bot_view(s, d.seat), legal) == action
        if len(s.history) % 5 == 0:
            assert bot_view(s.resample_hidden(d.seat, rng), d.seat) == bot_view(s, d.seat)
        s.apply_action(action)


@pytest.mark.usefixtures("hand_set")
def test_evaluation_counts_the_hit_points_of_the_stages_to_come() -> None:
    """Klaw's stage II waits in the villain deck: a position with it still to come is
    worse by its hit points (per player) and the stage, whatever the table holds."""
    s = game(heroes="spider-man", villain="klaw").new_initial_state(1)
    assert s.stages
    health = sum(s.cards[c].stats["health"] for c in s.stages)
    done = s.clone()
    done.stages.clear()
    worth = VILLAIN_HP * health + STAGE * len(s.stages)
    assert evaluate(done) - evaluate(s) == pytest.approx(worth)


@pytest.mark.usefixtures("hand_set")
def test_an_exhausted_identity_costs_its_basic_power_of_the_coming_turn() -> None:
    """She-Hulk exhausted at the start of a round (she defended) loses her basic
    attack (3) or thwart (1); Jennifer Walters loses her recovery (5 hit points)."""
    hero = start(heroes="she-hulk", form="hero")
    tired = hero.clone()
    mark(tired, identity(tired), exhausted=True)
    lost = max(3 * VILLAIN_HP, 1 * THREAT)
    assert evaluate(hero) - evaluate(tired) == pytest.approx(IDENTITY_EXHAUSTED + lost)
    alter = start(heroes="she-hulk", form="alter-ego")
    tired = alter.clone()
    mark(tired, identity(tired), exhausted=True)
    assert evaluate(alter) - evaluate(tired) == pytest.approx(IDENTITY_EXHAUSTED + 5 * HERO_HP)


@pytest.mark.usefixtures("hand_set")
def test_cards_in_hand_count_by_number() -> None:
    """A round starts with each hand drawn up to its form's size: two cards more (Tony
    Stark's 6 against Iron Man's 1 and more) are worth ``2 * HAND``."""
    s = start(heroes="iron-man", form="hero")
    more = s.clone()
    hand(more, "01088", "01088")
    assert evaluate(more) - evaluate(s) == pytest.approx(2 * HAND)


@pytest.mark.usefixtures("hand_set")
def test_a_use_made_beats_a_use_kept() -> None:
    """Tac Team deals 2 damage a use: a position after one use (a counter fewer, the
    villain 2 damage nearer defeat) is better, down to the last counter, after which
    the card is discarded."""
    s = start(heroes="she-hulk", form="hero")
    team = put(s, "01056")  # Tac Team, 3 uses
    for left in (3, 2, 1):
        kept, used = s.clone(), s.clone()
        mark(kept, team, counters=left)
        mark(used, team, counters=left - 1)
        mark(used, used.villain, damage=2)
        if left == 1:
            discard_from_play(used, team)
        assert evaluate(used) > evaluate(kept)


@pytest.mark.usefixtures("hand_set")
def test_damage_on_the_armored_rhino_suit_is_progress() -> None:
    """The suit takes Rhino's damage until 5 sits on it: an attack into it brings Rhino
    nearer defeat as surely as one on him (a one-round rollout saw no gain and
    thwarted instead)."""
    s = start(heroes="iron-man", form="hero")
    suit = attach(s, "01098", s.villain)
    hit = s.clone()
    mark(hit, suit, damage=3)
    assert evaluate(hit) >= evaluate(s) + 3 * VILLAIN_HP


@pytest.mark.usefixtures("hand_set")
def test_a_hazard_brings_the_scheme_nearer() -> None:
    """Breakin' & Takin' deals one more encounter card a round: a point of threat more
    on the main scheme costs more with it out (the edge is a point nearer)."""
    calm, hazard = (_with(threat=t) for t in (4, 4))
    side_scheme(hazard, "01107")  # Breakin' & Takin'
    nearer, nearer_hazard = (_with(threat=t) for t in (5, 5))
    side_scheme(nearer_hazard, "01107")
    step = evaluate(calm) - evaluate(nearer)
    assert evaluate(hazard) - evaluate(nearer_hazard) > step + THREAT


def test_a_main_scheme_stage_completed_is_no_gain() -> None:
    """Klaw's Underground Distribution (6 solo) completed brings up Secret Rendezvous at
    0 of 8: the threat terms must see the deck nearer its end, not the threat reset
    (the planner flipped to alter ego to let Klaw complete the first stage)."""
    s = build_position(
        Position(
            [Side(form="alter-ego")],
            villain="klaw",
            main_threat=5,
            encounter_top=["01186", "01103"],
        )
    )
    assert main_scheme_room(s) == 6 + 8
    after = s.clone()
    start_activation(after, 0, "scheme")  # Klaw schemes for 2 (Advance: no boost icon)
    assert after.view(0)["main_scheme"]["name"] == "Secret Rendezvous"
    assert main_scheme_room(after) == 8
    room = main_scheme_room(s) - s.units[s.main].threat
    assert main_scheme_room(after) - after.units[after.main].threat < room
    rhino = start()
    assert main_scheme_room(rhino) == 7  # one stage: a constant


@pytest.mark.usefixtures("hand_set")
def test_an_exhausted_hero_near_the_edge_loses_the_thwart_that_would_save_the_scheme() -> None:
    """Black Panther (THW 2) exhausted at the start of a round with The Break-In! at 6
    of 7: the villain phase's +1 completes it unless the coming turn's basic thwart
    removes threat first. The evaluation's danger counts the threat past the edge
    before any thwart, so an exhausted hero costs, besides the basic power, the danger
    its thwart would have removed (he defended round after round while the scheme ran
    out)."""
    lost = max(2 * VILLAIN_HP, 2 * THREAT)

    def cost(threat: int, tokens: int = 0) -> float:
        panther = Side("black-panther", form="hero")
        s = build_position(Position([panther], main_threat=threat, acceleration=tokens))
        tired = s.clone()
        mark(tired, identity(tired), exhausted=True)
        return evaluate(s) - evaluate(tired)

    assert cost(2) == pytest.approx(IDENTITY_EXHAUSTED + lost)  # far from the edge
    assert cost(6) == pytest.approx(IDENTITY_EXHAUSTED + lost + DANGER)  # 1 point past
    # An acceleration token: 2 points past, both within his THW 2; 3 past, capped at 2.
    assert cost(6, 1) == pytest.approx(IDENTITY_EXHAUSTED + lost + 2 * DANGER)
    assert cost(6, 2) == pytest.approx(IDENTITY_EXHAUSTED + lost + 2 * DANGER)


def test_iron_man_thwarts_when_the_heuristic_would_change_him_to_tony_stark_after() -> None:
    """Iron Man (THW 2, ATK 1 and his upgrades), 3 damage, The Break-In! at 4 of 7: the
    heuristic attacks; a thwart lowers the threat enough that the rollout's heuristic
    then changes him to Tony Stark, and Rhino's scheme in alter ego was charged to the
    thwart. The planner decides that change itself, so a rollout that changed form is
    also played keeping it, and the better line counts: he thwarts on every copy (he
    attacked on two of three without it)."""
    upgrades = ["01038", "01035", "01033", "01082", "01039", "01081", "01037", "01036"]
    iron_man = Side("iron-man", form="hero", damage=3, play=upgrades, hand=[])
    s = build_position(Position([iron_man], main_threat=4, villain_damage=9, seed=3))
    hand_to_deck(s, 0)
    legal = s.legal_actions()
    assert greedy_policy(bot_view(s, 0), legal) == enc.ATTACK
    picks = [planner_choose(s.resample_hidden(0, Rng(k)), 0, legal, Rng(k + 10)) for k in range(3)]
    assert picks == [enc.THWART] * 3


def _plain_value(world: McState, action: int, stop: int, seat: int) -> float:
    """An option's value as :func:`_value` defines it, by the plain rollouts: the turn
    played from the option to the end, and again from the option keeping the form."""
    w = world.clone()
    turn = w.round if w.phase == "player" and action != enc.FORM else -1
    w.apply_action(action)
    value = evaluate(w) if not rollout(w, stop, seat, turn) else None
    if value is None:
        kept = world.clone()
        kept.apply_action(action)
        rollout(kept, stop, seat, turn, keep_form=True)
        value = max(evaluate(w), evaluate(kept))
    return value


@pytest.mark.parametrize("heroes", ["iron-man", "she-hulk", "spider-man,captain-marvel"])
def test_the_search_shortcuts_value_every_option_as_the_plain_rollouts(heroes: str) -> None:
    """Speed only: the keep-form rollout starts from a copy taken where it parts from
    the rollout (or replays when the heuristic, the change of form not offered, would
    have moved otherwise: She-Hulk's Split Personality reads it), and the options of a
    search that reach the same position at the end of the player phase, or (the seat's
    own turn action searched) where the seat's turn ends and a partner's begins, share
    its rollout. Every option of the seat's turns in a game is valued as the plain
    rollouts value it (Iron Man and She-Hulk change form at the end of most turns)."""
    s = game(heroes=heroes).new_initial_state(4)
    checked = 0
    while not s.is_terminal() and s.round < 6:
        d = s.decision()
        legal = list(d.options)
        if d.kind == "turn" and len(legal) > 1 and s.phase == "player":
            world = s.resample_hidden(d.seat, Rng(len(s.history)))
            seen = _Seen()
            stop = s.round + 1
            for a in legal:
                assert _value(world, a, stop, d.seat, seen) == _plain_value(world, a, stop, d.seat)
                checked += 1
        s.apply_action(legal[0] if len(legal) == 1 else greedy_policy(bot_view(s, d.seat), legal))
    assert checked > 20
