"""Build a Marvel Champions position directly: for rules tests, puzzles and bug reports.

A :class:`Position` is a small declarative description; :func:`build_position` turns it
into a state waiting at the active player's turn, and the ``start_*`` calls begin a
procedure from there (reveal an encounter card, an enemy activates against a player)::

    >>> s = build_position(Position(
    ...     players=[Side("captain-marvel", form="hero", damage=3, hand=["01088"])],
    ...     villain_damage=4, main_threat=5,
    ...     side_schemes=[InPlay("01107", threat=2)],
    ...     encounter_top=["01186"],
    ...     used=[("01010a", "Rechannel")]))
    >>> s.decision().kind, s.units[s.villain].damage, s.units[s.main].threat
    ('turn', 4, 5)
    >>> state_view = s.view(0)["limits_used"]
    >>> state_view
    ['Captain Marvel: Rechannel']

Card codes name every card (``"01088"``; an identity side ``"01010a"``). A card in
play is a code, or an :class:`InPlay` with its damage, threat, counters, status cards
and the cards attached to it. Every unnamed card stays where set-up put it (the
shuffled decks); each player's opening hand goes back into the deck, so a hand holds
exactly the listed cards. The same edits are public functions for a position built
step by step (``to_hand``, ``put_in_play``, ``engage_minion``, ``mark``...); each asks
the pending decision again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import play_area
from rulebound.games.marvel_champions.dsl import CardBuilder, Script
from rulebound.games.marvel_champions.model import ALTER, FORMS, HERO, VILLAIN_AREA
from rulebound.games.marvel_champions.rounds import new_unit
from rulebound.games.marvel_champions.rules import enter_play, flip
from rulebound.games.marvel_champions.state import McState
from rulebound.kernel.errors import ParameterError
from rulebound.kernel.game import load_game

MARKS = ("damage", "threat", "stunned", "confused", "tough", "exhausted", "counters")


@dataclass
class InPlay:
    """A card in play with what it carries. ``counters=None`` keeps the printed uses."""

    code: str
    damage: int = 0
    threat: int = 0
    counters: int | None = None
    exhausted: bool = False
    stunned: int = 0
    confused: int = 0
    tough: int = 0
    attached: list[str | InPlay] = field(default_factory=list)


@dataclass
class Side:
    """One player: the hero (a hero name, shipped deck name or MarvelCDB JSON file),
    the identity's form and marks, and the listed cards in each zone."""

    hero: str = "spider-man"
    form: str = "alter-ego"
    damage: int = 0
    stunned: int = 0
    confused: int = 0
    tough: int = 0
    exhausted: bool = False
    hand: list[str] = field(default_factory=list)
    deck_top: list[str] = field(default_factory=list)  # the first code on top
    deck: list[str] | None = None  # the whole deck (top first), replacing the shuffled one
    discard: list[str] = field(default_factory=list)
    play: list[str | InPlay] = field(default_factory=list)  # allies, supports, upgrades
    minions: list[str | InPlay] = field(default_factory=list)  # engaged with this player
    # this player's cards in play facedown as Drone minions engaged with them (Ultron)
    drones: list[str | InPlay] = field(default_factory=list)
    identity_upgrades: list[str | InPlay] = field(default_factory=list)
    dealt: list[str] = field(default_factory=list)  # facedown encounter cards


@dataclass
class Position:
    """A whole position. ``villain_stage`` is ``I``, ``II`` or ``III`` (a skirmish
    stage when it differs from the mode's first stage); ``encounter_deck`` replaces the
    whole encounter deck (top first) when given, ``encounter_top`` only adds on top;
    ``used`` lists (card code, ability name) limits already used this round."""

    players: list[Side] = field(default_factory=lambda: [Side()])
    villain: str = "rhino"
    villain_stage: str = ""
    expert: bool = False
    params: dict[str, Any] = field(default_factory=dict)
    villain_damage: int = 0
    villain_stunned: int = 0
    villain_confused: int = 0
    villain_tough: int | None = None
    villain_attachments: list[str | InPlay] = field(default_factory=list)
    main_threat: int | None = None
    side_schemes: list[str | InPlay] = field(default_factory=list)
    encounter_top: list[str] = field(default_factory=list)
    encounter_deck: list[str] | None = None
    encounter_discard: list[str] = field(default_factory=list)
    acceleration: int = 0
    used: list[tuple[str, str]] = field(default_factory=list)
    opening_hands: bool = False  # keep the hands dealt at set-up (before the listed cards)
    # made-up cards from the start, set-up included: code -> printed fields (as
    # ``card_variant``), and code -> a card builder call (as ``made_up_card``)
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)
    scripts: dict[str, Callable[[CardBuilder], object]] = field(default_factory=dict)
    first: int = 0
    active: int = 0
    seed: int = 1


def build_position(pos: Position) -> McState:
    """The state described by ``pos``, waiting at the active player's turn in round 1."""
    from rulebound.games.marvel_champions.game import HEROES

    n = len(pos.players)
    if not 0 <= pos.first < n or not 0 <= pos.active < n:
        raise ParameterError(f"position: 'first' and 'active' must be seats 0 to {n - 1}")
    params = dict(pos.params)
    params["decks"] = ",".join(HEROES.get(side.hero, side.hero) for side in pos.players)
    params.setdefault("villain", pos.villain)
    params.setdefault("expert", pos.expert)
    if pos.villain_stage:
        params.setdefault("skirmish", pos.villain_stage)
    game = load_game("marvel-champions", **params)
    for code, fields in pos.variants.items():
        _variant(game, code, **fields)
    for code, build in pos.scripts.items():
        _script(game, code, build)
    s = game.new_initial_state(pos.seed)
    assert isinstance(s, McState)
    while s.decision().kind in ("first-player", "mulligan", "search-deck"):
        kind = s.decision().kind  # no mulligan; a Setup search takes the first card
        first = kind == "first-player"
        setup = kind == "search-deck"
        s.apply_action(
            enc.seat(pos.first) if first else s.decision().options[0] if setup else enc.DONE
        )
    for p in s.players if not pos.opening_hands else ():
        p.deck += p.hand  # the opening hands go back: a hand is exactly what is listed
        p.hand.clear()
    s.refresh()
    while s.active != pos.active:
        assert s.decision().kind == "turn"
        s.apply_action(enc.PASS)  # the earlier players end their turns (empty hands)
    for seat, side in enumerate(pos.players):
        _side(s, seat, side)
    villain = s.villain
    mark(s, villain, damage=pos.villain_damage, stunned=pos.villain_stunned)
    mark(s, villain, confused=pos.villain_confused)
    if pos.villain_tough is not None:
        mark(s, villain, tough=pos.villain_tough)
    for a in pos.villain_attachments:
        _place(s, a, VILLAIN_AREA, villain, encounter=True)
    if pos.main_threat is not None:
        mark(s, s.main, threat=pos.main_threat)
    for sc in pos.side_schemes:
        spec = sc if isinstance(sc, InPlay) else InPlay(sc)
        uid = add_side_scheme(s, spec.code)
        _apply(s, uid, spec, keep_threat=not isinstance(sc, InPlay))
    if pos.encounter_deck is not None:
        set_encounter(s, pos.encounter_deck, pos.encounter_discard)
    else:
        to_encounter_discard(s, *pos.encounter_discard)
    to_encounter_top(s, *pos.encounter_top)
    s.accel = pos.acceleration
    for code, name in pos.used:
        use_limit(s, code, name)
    s.refresh()
    return s


def _side(s: McState, seat: int, side: Side) -> None:
    if side.form not in FORMS:
        raise ParameterError(f"position: player {seat + 1} form must be hero or alter-ego")
    set_form(s, seat, side.form)
    ident = s.players[seat].identity
    mark(s, ident, damage=side.damage, stunned=side.stunned, confused=side.confused)
    mark(s, ident, tough=side.tough, exhausted=side.exhausted)
    to_hand(s, seat, *side.hand)
    if side.deck is not None:
        s.players[seat].deck = []  # the shuffled cards are no part of this position
    to_deck_top(s, seat, *(side.deck or ()), *side.deck_top)
    to_discard(s, seat, *side.discard)
    for c in side.play:
        _place(s, c, seat, -1)
    for c in side.identity_upgrades:
        _place(s, c, seat, ident)
    for c in side.minions:
        spec = c if isinstance(c, InPlay) else InPlay(c)
        _apply(s, engage_minion(s, spec.code, seat), spec)
    for c in side.drones:
        spec = c if isinstance(c, InPlay) else InPlay(c)
        _apply(s, engage_drone(s, spec.code, seat), spec)
    for code in side.dealt:
        s.players[seat].dealt.append(new_card(s, code))


def _place(s: McState, c: str | InPlay, seat: int, host: int, encounter: bool = False) -> int:
    spec = c if isinstance(c, InPlay) else InPlay(c)
    if encounter or s.game.pool.by_code[spec.code].aspect == "encounter":
        uid = attach_encounter(s, spec.code, host)
    else:
        uid = put_in_play(s, spec.code, seat, host)
    _apply(s, uid, spec)
    return uid


def _apply(s: McState, uid: int, spec: InPlay, keep_threat: bool = False) -> None:
    marks: dict[str, Any] = {
        "damage": spec.damage,
        "stunned": spec.stunned,
        "confused": spec.confused,
        "exhausted": spec.exhausted,
    }
    if not keep_threat:
        marks["threat"] = spec.threat
    if spec.tough:
        marks["tough"] = spec.tough
    if spec.counters is not None:
        marks["counters"] = spec.counters
    mark(s, uid, **marks)
    owner = s.units[uid].controller
    for a in spec.attached:
        _place(s, a, owner, uid)


# --- step-by-step edits ------------------------------------------------------------------


def _code(s: McState, code: str) -> int:
    card = s.game.pool.by_code.get(code)
    if card is None:
        raise ParameterError(f"position: unknown card code {code!r}")
    return card.index


def new_card(s: McState, code: str, owner: int = 0) -> int:
    """A new instance of card ``code`` in no zone (encounter cards belong to no seat)."""
    index = _code(s, code)
    return new_unit(s, index, VILLAIN_AREA if s.cards[index].aspect == "encounter" else owner)


def to_hand(s: McState, seat: int, *codes: str) -> list[int]:
    uids = [new_card(s, c, seat) for c in codes]
    s.players[seat].hand += uids
    s.refresh()
    return uids


def to_deck_top(s: McState, seat: int, *codes: str) -> list[int]:
    """Put new cards on top of a player's deck, the first code on top."""
    uids = [new_card(s, c, seat) for c in codes]
    s.players[seat].deck += reversed(uids)
    s.refresh()
    return uids


def to_discard(s: McState, seat: int, *codes: str) -> list[int]:
    uids = [new_card(s, c, seat) for c in codes]
    s.players[seat].discard += uids
    s.refresh()
    return uids


def put_in_play(s: McState, code: str, seat: int = 0, host: int = -1) -> int:
    """A player card in play under ``seat``'s control (attached to ``host``), with its
    printed uses and tough card; no ability triggers."""
    uid = new_card(s, code, seat)
    enter_play(s, uid, seat, host)
    s.refresh()
    return uid


def engage_minion(s: McState, code: str, seat: int = 0) -> int:
    """A minion in play engaged with ``seat`` (no When Revealed, no Quickstrike)."""
    uid = new_card(s, code)
    enter_play(s, uid, VILLAIN_AREA)
    s.units[uid].engaged = seat
    s.refresh()
    return uid


def engage_drone(s: McState, code: str, seat: int = 0) -> int:
    """A new card of ``seat`` in play facedown as a Drone minion engaged with that player
    (as Ultron's cards put the top card of a deck into play; nothing triggers)."""
    from rulebound.games.marvel_champions.encounter import DRONE

    uid = new_card(s, code, seat)
    u = s.units[uid]
    u.face, u.card = u.card, _code(s, DRONE)
    enter_play(s, uid, VILLAIN_AREA)
    u.engaged = seat
    s.refresh()
    return uid


def attach_encounter(s: McState, code: str, host: int) -> int:
    """An encounter attachment in play on ``host`` (no When Revealed)."""
    uid = new_card(s, code)
    enter_play(s, uid, VILLAIN_AREA, host)
    s.refresh()
    return uid


def add_side_scheme(s: McState, code: str, threat: int | None = None) -> int:
    """A side scheme in play with its starting threat (or ``threat``)."""
    from rulebound.games.marvel_champions.damage import put_side_scheme

    uid = new_card(s, code)
    put_side_scheme(s, uid)
    if threat is not None:
        s.units[uid].threat = threat
    s.refresh()
    return uid


def to_encounter_top(s: McState, *codes: str) -> list[int]:
    """Put new cards on top of the encounter deck, the first code on top."""
    uids = [new_card(s, c) for c in codes]
    s.enc_deck += reversed(uids)
    s.refresh()
    return uids


def to_encounter_discard(s: McState, *codes: str) -> list[int]:
    uids = [new_card(s, c) for c in codes]
    s.enc_discard += uids
    s.refresh()
    return uids


def set_encounter(
    s: McState, deck: list[str], discard: tuple[str, ...] | list[str] = ()
) -> list[int]:
    """Replace the encounter deck (top first) and its discard pile."""
    s.enc_deck = []
    s.enc_discard = []
    to_encounter_discard(s, *discard)
    return to_encounter_top(s, *deck)


def discard_from_play(s: McState, uid: int) -> None:
    """Discard a card from play, with everything attached to it (no ability triggers)."""
    from rulebound.games.marvel_champions.rules import leave_play

    leave_play(s, uid)
    s.refresh()


def discard_together(s: McState, *uids: int) -> None:
    """Discard several cards from play as one effect (an explosion defeating two
    allies): all of them leave play before what their leaving starts resolves."""
    from rulebound.games.marvel_champions.rules import leave_play

    for uid in uids:
        leave_play(s, uid)
    s.refresh()


def mark(s: McState, uid: int, **marks: int | bool) -> None:
    """Set what a card carries: damage, threat, stunned, confused, tough (status cards),
    exhausted, counters."""
    u = s.units[uid]
    for key, value in marks.items():
        if key not in MARKS:
            raise ParameterError(f"position: unknown mark {key!r} (known: {', '.join(MARKS)})")
        setattr(u, key, value)
    s.refresh()


def set_form(s: McState, seat: int, form: str) -> None:
    """Turn the player's identity to ``hero`` or ``alter-ego`` (no change-form count)."""
    p = s.players[seat]
    if (p.form == HERO) != (form == "hero"):
        flip(s, seat)
        p.flipped = False
    assert p.form == (HERO if form == "hero" else ALTER)
    s.refresh()


def use_limit(s: McState, code: str, name: str) -> None:
    """Mark a limited ability of the card ``code`` in play (its name: the start of its
    text, "Rechannel") as used once this round."""
    index = _code(s, code)
    abilities = s.game.scripts[index].abilities
    k = next((i for i, a in enumerate(abilities) if a.limit and a.text.startswith(name)), -1)
    if k < 0:
        raise ParameterError(f"position: card {code} has no limited ability {name!r}")
    sides = [p.identity for p in s.players if index in (p.hero, p.alter)]
    uid = sides[0] if sides else next((u for u in s.play if s.units[u].card == index), -1)
    if uid < 0:
        raise ParameterError(f"position: card {code} is not in play")
    s.used.append((uid, index, k))  # the key of rules.limit_key, for either identity side
    s.refresh()


def discard_deck(s: McState, seat: int, keep: int = 0) -> None:
    """Move a player's deck to their discard pile, all but the top ``keep`` cards (to
    set up the deck running out)."""
    _move_under(s.players[seat].deck, s.players[seat].discard, keep)
    s.refresh()


def remove_deck(s: McState, seat: int) -> None:
    """Remove a player's deck from the game: the deck and the discard pile are empty."""
    p = s.players[seat]
    s.removed += p.deck + p.discard
    p.deck.clear()
    p.discard.clear()
    s.refresh()


def hand_to_deck(s: McState, seat: int) -> None:
    """Put a player's hand on the bottom of their deck (the hand is then empty)."""
    p = s.players[seat]
    p.deck[:0] = p.hand
    p.hand.clear()
    s.refresh()


def discard_encounter_deck(s: McState, keep: int = 0) -> None:
    """Move the encounter deck to its discard pile, all but the top ``keep`` cards."""
    _move_under(s.enc_deck, s.enc_discard, keep)
    s.refresh()


def _move_under(deck: list[int], discard: list[int], keep: int) -> None:
    """All but the top ``keep`` cards of ``deck`` (its top is its last card) go onto
    ``discard``, in their order."""
    moved = deck[: max(len(deck) - keep, 0)]
    del deck[: len(moved)]
    discard += moved


def set_acceleration(s: McState, tokens: int) -> None:
    """The acceleration tokens on the main scheme."""
    if tokens < 0:
        raise ParameterError("position: acceleration tokens cannot be negative")
    s.accel = tokens
    s.refresh()


def set_first_player(s: McState, seat: int) -> None:
    """Give the first-player token to ``seat`` (whose turn it is does not change)."""
    if not 0 <= seat < len(s.players):
        raise ParameterError(f"position: the first player must be seat 0 to {len(s.players) - 1}")
    s.first = seat
    s.refresh()


def add_lasting_effect(
    s: McState,
    stat: str,
    amount: int,
    *,
    seat: int = -1,
    unit: int = -1,
    until: str = "phase",
) -> None:
    """A lasting effect as Lead from the Front's: ``amount`` added to ``stat`` (``attack``,
    ``thwart``, ``defense``, ``recover``, ``scheme``) of each character ``seat`` controls,
    or of the card ``unit``, until the end of the ``phase`` or the ``round``."""
    if until not in ("phase", "round"):
        raise ParameterError(f"position: a lasting effect lasts a phase or a round, not {until!r}")
    if (seat >= 0) == (unit >= 0):
        raise ParameterError("position: a lasting effect names a seat or a unit, one of them")
    if seat >= len(s.players) or unit >= len(s.units):
        raise ParameterError(f"position: no seat {seat} or card {unit} for a lasting effect")
    scope, target = ("player", seat) if seat >= 0 else ("unit", unit)
    s.effects.append((stat, scope, target, amount, until))
    s.refresh()


def encounter_to_discard(s: McState, *uids: int) -> None:
    """Move encounter cards from the encounter deck to its discard pile, in order."""
    for uid in uids:
        if uid not in s.enc_deck:
            raise ParameterError(f"position: card {uid} is not in the encounter deck")
        s.enc_deck.remove(uid)
        s.enc_discard.append(uid)
    s.refresh()


def to_encounter_bottom(s: McState, *codes: str) -> list[int]:
    """Put new cards at the bottom of the encounter deck, the first code lowest."""
    uids = [new_card(s, c) for c in codes]
    s.enc_deck[:0] = uids
    s.refresh()
    return uids


def remove_nemesis_set(s: McState, seat: int) -> None:
    """Remove a player's set-aside nemesis set from the game (as if it had been put into
    play already), for the cards that act differently without one."""
    if not 0 <= seat < len(s.players):
        raise ParameterError(f"position: no player in seat {seat}")
    s.removed += s.players[seat].nemesis
    s.players[seat].nemesis.clear()
    s.refresh()


def deal_boost(s: McState, enemy: int, code: str) -> int:
    """Deal a new copy of encounter card ``code`` facedown to ``enemy`` as an extra boost
    card, as an effect that deals extra boost cards does; it is turned over with the
    enemy's next activation. Returns the card's uid."""
    if not (0 <= enemy < len(s.units) and s.units[enemy].in_play):
        raise ParameterError(f"position: {enemy} is not a card in play")
    uid = new_card(s, code)
    s.units[enemy].boosts = (*s.units[enemy].boosts, uid)
    s.refresh()
    return uid


def card_variant(s: McState, code: str, drop_stats: tuple[str, ...] = (), **fields: Any) -> None:
    """A made-up variant of card ``code`` in this state's game (every state of it), to
    test a rule no card of the set reaches: other printed fields (``keywords=...``,
    ``stats=...``, any field of the card data), and ``drop_stats`` printed as a dash.
    (``Position.variants`` makes one before set-up.)"""
    _variant(s.game, code, drop_stats, **fields)
    play_area.rebuild(s)  # its type may have changed: the index by type follows
    s.refresh()


def _variant(game: Any, code: str, drop_stats: tuple[str, ...] = (), **fields: Any) -> None:
    import dataclasses

    card = game.pool.by_code.get(code)
    if card is None:
        raise ParameterError(f"position: unknown card code {code!r}")
    stats = {k: v for k, v in fields.pop("stats", card.stats).items() if k not in drop_stats}
    try:
        made = dataclasses.replace(card, stats=stats, **fields)
    except TypeError as e:
        raise ParameterError(f"position: card {code}: {e}") from None
    game.pool.cards[card.index] = game.pool.by_code[code] = made
    game._derive()  # what the hot paths read off the cards (the cards of a name)


def made_up_card(s: McState, code: str, declare: Callable[[CardBuilder], object]) -> None:
    """A made-up card in this state's game (every state of it): card ``code`` keeps
    its printed facts (change them with :func:`card_variant`) and gets the abilities
    ``declare`` gives it with the card vocabulary (:mod:`.dsl`), instead of its own::

        made_up_card(s, "01088", lambda c: c.action(draw(1), text="draw a card"))

    For rules no card of the set reaches; the shipped scripts are unchanged
    (``Position.scripts`` makes one before set-up)."""
    _script(s.game, code, declare)
    s.refresh()


def _script(game: Any, code: str, declare: Callable[[CardBuilder], object]) -> None:
    card = game.pool.by_code.get(code)
    if card is None:
        raise ParameterError(f"position: unknown card code {code!r}")
    made: dict[str, Script] = {}
    declare(CardBuilder(code, into=made))
    game.rescript(card.index, made[code])


# --- procedures ----------------------------------------------------------------------------


def start(s: McState, push: Any) -> None:
    """Start a procedure (``push()`` pushes its steps) above the pending decision, and
    advance to its first decision."""
    s.refresh()
    push()
    s._decision = None
    s.decision()


def start_reveal(s: McState, code: str, seat: int = 0, from_deck: bool = True) -> int:
    """Reveal a new copy of encounter card ``code`` for ``seat`` (When Revealed, surge),
    as if from the encounter deck (or, with ``from_deck=False``, from elsewhere)."""
    from rulebound.games.marvel_champions.encounter import push_reveal

    uid = new_card(s, code)
    start(s, lambda: push_reveal(s, seat, uid, from_deck=from_deck))
    return uid


def start_activation(s: McState, seat: int = 0, kind: str = "", enemy: int = -1) -> None:
    """``enemy`` (the villain by default) activates against ``seat``: ``attack`` or
    ``scheme`` (by default as the player's form asks, MC-ACTIVATION-02)."""
    from rulebound.games.marvel_champions.combat import push_activation

    who = s.villain if enemy < 0 else enemy
    what = kind or ("attack" if s.players[seat].form == HERO else "scheme")
    start(s, lambda: push_activation(s, who, seat, what))
