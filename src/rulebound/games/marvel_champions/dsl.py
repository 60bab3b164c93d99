"""Card abilities, declared once next to each card: a small builder and its vocabulary.

A card's script says what its abilities *do*; its facts (cost, stats, icons) stay in
``data/*.toml``. Each ability is a triggered kind (action, interrupt, response,
their forced forms, When Revealed, Boost, When Defeated) with an optional cost and an
effect, both written as sequences of *ops*: small tuples the rules engine resolves
one at a time (:mod:`.ops`), reading and writing registers of the ability's frame
(``target``, ``scheme``, ``player``...). A typical card::

    card("01005").action(                      # Swinging Web Kick
        choose_enemy(), damage(8),
        form="hero", label="attack",
        text="deal 8 damage to an enemy",
    )

To add a card: add its facts to the data file, declare its script in the module of
its set (``scripts/<set>.py``) with this builder, and add a test that plays it.
A card whose effect the vocabulary cannot say needs a new op, never a simpler effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

Op = tuple[Any, ...]
# (state, source uid, seat, event frame) -> may the ability be used now?
Condition = Callable[[Any, int, int, dict[str, Any]], bool]

ACTION = "action"
INTERRUPT = "interrupt"
RESPONSE = "response"
FORCED_INTERRUPT = "forced-interrupt"
FORCED_RESPONSE = "forced-response"
RESOURCE = "resource"
REVEALED = "revealed"
BOOST = "boost"
DEFEATED = "defeated"
FORCED_ACTION = "forced-action"  # must be resolved before the phase ends (MC-ACTION-03)
COMPLETED = "completed"  # a main scheme's "When Completed" (MC-WHENCOMPLETED-01)
SPECIAL = "special"  # resolved only when another ability says so (MC-SPECIAL-01)
SETUP = "setup"  # resolved once, at the end of set-up (MC-SETUP-16, MC-SETUPABILITY-01)
OPTIONAL = (ACTION, INTERRUPT, RESPONSE)
FROM_DISCARD = -2  # Ability.gives: the top card of the discard pile's printed resources
FORCED = (FORCED_INTERRUPT, FORCED_RESPONSE)


@dataclass(frozen=True)
class Ability:
    """One triggered ability of a card.

    ``on`` names the triggering condition of interrupts and responses (see
    :mod:`.timing`); ``form`` is ``"hero"`` or ``"alter-ego"`` for "Hero Action" and
    the like (MC-TRIGGERED-04); ``label`` is ``"attack"``, ``"thwart"`` or
    ``"defense"`` (MC-LABEL-01); ``limit`` uses per round (MC-LIMIT-01); ``needs``
    says whether the ability has a valid target now (MC-ABILITY-04); ``when`` is
    the rest of its triggering condition.
    """

    kind: str
    effect: tuple[Op, ...] = ()
    cost: tuple[Op, ...] = ()
    on: str = ""
    form: str = ""
    label: str = ""
    limit: int = 0
    needs: Condition | None = None
    when: Condition | None = None
    spend: tuple[int, int] = (-1, 0)  # a resource cost: (type or -1 for any, amount)
    spend_also: tuple[tuple[int, int], ...] = ()  # more typed resources to spend
    gives: int = -1  # resource abilities: the resource type generated
    text: str = ""
    # "Max X per round": uses of this ability by every copy of the card (by name), all
    # players together (MC-MAX-01, -02); "Max 1 per <trigger>": one such ability of all
    # copies per occurrence of its triggering condition (MC-MAX-07)
    max_per_round: int = 0
    max_one_per_trigger: bool = False
    # its resources are "printed resources": icons printed on cards, a resource
    # ability's own icon, no wild for another type (MC-PRINTED-02)
    printed_only: bool = False


@dataclass(frozen=True)
class Script:
    """Everything a card does beyond its printed facts."""

    abilities: tuple[Ability, ...] = ()
    uses: int = 0  # Uses (X) / "enters play with X counters" (MC-KEYWORD-USES-01)
    attach: str = ""  # what the card attaches to: minion, enemy, ally, villain
    max_per: str = ""  # "player" (Max 1 per player) or "host" (Max 1 per enemy/ally)
    hero_only: bool = False  # "Hero form only" (MC-FORM-09)
    any_player: bool = False  # "Play under any player's control"
    doubles: str = ""  # The Power of <aspect>: doubles its resources for that aspect
    stats: tuple[tuple[str, Callable[[Any, int, int], int]], ...] = ()  # constant modifiers
    traits: tuple[str, ...] = ()  # traits given to the hero of the controller
    ally_limit: int = 0
    surge: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


SCRIPTS: dict[str, Script] = {}


class CardBuilder:
    """Builds the :class:`Script` of one card; every method returns the builder."""

    def __init__(self, code: str, into: dict[str, Script] | None = None) -> None:
        # ``into``: where the script goes (the shipped scripts, or a made-up card's)
        self.scripts = SCRIPTS if into is None else into
        if code in self.scripts:
            raise ValueError(f"card {code} scripted twice")
        self.code = code
        self.scripts[code] = Script()

    def _set(self, **changes: Any) -> CardBuilder:
        self.scripts[self.code] = replace(self.scripts[self.code], **changes)
        return self

    def _add(self, ability: Ability) -> CardBuilder:
        return self._set(abilities=(*self.scripts[self.code].abilities, ability))

    def action(self, *effect: Op, **kw: Any) -> CardBuilder:
        """An Action (or "Hero Action" with ``form="hero"``); for an event, its play."""
        return self._add(Ability(ACTION, tuple(effect), **kw))

    def forced_action(self, *effect: Op, **kw: Any) -> CardBuilder:
        """A "Forced Action": used as an Action, but its controller cannot end their
        turn while it can be resolved and has not been this round (MC-ACTION-03)."""
        return self._add(Ability(FORCED_ACTION, tuple(effect), **kw))

    def interrupt(self, on: str, *effect: Op, forced: bool = False, **kw: Any) -> CardBuilder:
        return self._add(
            Ability(FORCED_INTERRUPT if forced else INTERRUPT, tuple(effect), on=on, **kw)
        )

    def response(self, on: str, *effect: Op, forced: bool = False, **kw: Any) -> CardBuilder:
        return self._add(
            Ability(FORCED_RESPONSE if forced else RESPONSE, tuple(effect), on=on, **kw)
        )

    def resource(self, gives: str, **kw: Any) -> CardBuilder:
        """A Resource ability generating one resource of ``gives`` (MC-RESABILITY-01)."""
        from rulebound.games.marvel_champions.model import RESOURCE_TYPES

        return self._add(Ability(RESOURCE, gives=RESOURCE_TYPES.index(gives), **kw))

    def resource_from_discard(self, **kw: Any) -> CardBuilder:
        """A Resource ability generating the printed resources of the top card of your
        discard pile (Pepper Potts)."""
        return self._add(Ability(RESOURCE, gives=FROM_DISCARD, **kw))

    def revealed(self, *effect: Op, form: str = "") -> CardBuilder:
        """ "When Revealed" (``form``: the "(Hero)"/"(Alter-Ego)" variants)."""
        return self._add(Ability(REVEALED, tuple(effect), form=form))

    def boost(self, *effect: Op) -> CardBuilder:
        return self._add(Ability(BOOST, tuple(effect)))

    def defeated(self, *effect: Op) -> CardBuilder:
        return self._add(Ability(DEFEATED, tuple(effect)))

    def completed(self, *effect: Op) -> CardBuilder:
        """A main scheme's "When Completed": resolved as it is completed, before the
        main scheme deck advances (or the players lose), MC-WHENCOMPLETED-01."""
        return self._add(Ability(COMPLETED, tuple(effect)))

    def special(self, *effect: Op, **kw: Any) -> CardBuilder:
        """A "Special" ability: it never triggers on its own; another card's ability
        resolves it (Wakanda Forever!), MC-SPECIAL-01."""
        return self._add(Ability(SPECIAL, tuple(effect), **kw))

    def setup(self, *effect: Op, **kw: Any) -> CardBuilder:
        """A "Setup" ability of an identity: resolved after the mulligans (MC-SETUP-16)."""
        return self._add(Ability(SETUP, tuple(effect), **kw))

    def uses(self, count: int) -> CardBuilder:
        return self._set(uses=count)

    def attach(self, to: str, max_per: str = "") -> CardBuilder:
        return self._set(attach=to, max_per=max_per or self.scripts[self.code].max_per)

    def max_one_per(self, what: str) -> CardBuilder:
        return self._set(max_per=what)

    def hero_form_only(self) -> CardBuilder:
        return self._set(hero_only=True)

    def any_player(self) -> CardBuilder:
        return self._set(any_player=True)

    def doubles_for(self, aspect: str) -> CardBuilder:
        return self._set(doubles=aspect)

    def modifies(self, stat: str, amount: Callable[[Any, int, int], int]) -> CardBuilder:
        """A constant modifier: ``amount(state, this card's uid, character uid)``."""
        return self._set(stats=(*self.scripts[self.code].stats, (stat, amount)))

    def increases(self, what: str, by: int) -> CardBuilder:
        """A constant increase to its controller's abilities while this card is in play:
        ``what`` is "attack ability", "an attack", "thwart ability" or "event" (see
        :mod:`.instances`), e.g. "your attack events deal +2 damage per instance"."""
        from rulebound.games.marvel_champions.instances import INCREASES

        if what not in INCREASES:
            raise ValueError(f"card {self.code}: unknown increase {what!r}")
        extra = dict(self.scripts[self.code].extra)
        extra["increases"] = (*extra.get("increases", ()), (what, by))
        return self._set(extra=extra)

    def gives_trait(self, trait: str) -> CardBuilder:
        return self._set(traits=(*self.scripts[self.code].traits, trait))

    def raises_ally_limit(self, by: int) -> CardBuilder:
        return self._set(ally_limit=by)

    def surge(self) -> CardBuilder:
        return self._set(surge=True)

    def checks_paid_types(self) -> CardBuilder:
        """Its effect asks which resource types paid for it ("if you paid for this card
        using a [mental] resource"): a wild resource is declared as a type when paid."""
        extra = dict(self.scripts[self.code].extra, paid_with=True)
        return self._set(extra=extra)

    def gives_host(self, *keywords: str) -> CardBuilder:
        """The card it is attached to gains these keywords ("the villain gains
        retaliate 1")."""
        extra = dict(self.scripts[self.code].extra, grants=keywords)
        return self._set(extra=extra)

    def ally_must_defend(self) -> CardBuilder:
        """ "The engaged player must defend against its attacks with an ally they
        control, if able" (Melter)."""
        extra = dict(self.scripts[self.code].extra, ally_must_defend=True)
        return self._set(extra=extra)

    def host_cannot_attack(self) -> CardBuilder:
        """ "The character with this attachment cannot attack": a hero or ally is not
        offered an attack, an enemy's attacks do not happen (:mod:`.card_types`)."""
        extra = dict(self.scripts[self.code].extra, host_cannot_attack=True)
        return self._set(extra=extra)

    def attacks_deal_indirect(self) -> CardBuilder:
        """ "Its attacks deal indirect damage" (an enemy): MC-INDIRECT-08."""
        extra = dict(self.scripts[self.code].extra, indirect_attack=True)
        return self._set(extra=extra)

    def players_win_when(self, condition: Callable[[Any, int], bool], reason: str) -> CardBuilder:
        """An alternative victory condition (MC-WIN-02): while this card is in play, the
        players win as soon as ``condition(state, this card's uid)`` holds."""
        return self._end(1, condition, reason)

    def players_lose_when(self, condition: Callable[[Any, int], bool], reason: str) -> CardBuilder:
        """An alternative defeat condition (MC-WIN-02), as :meth:`players_win_when`."""
        return self._end(-1, condition, reason)

    def _end(self, result: int, condition: Callable[[Any, int], bool], reason: str) -> CardBuilder:
        ends = (*self.scripts[self.code].extra.get("ends", ()), (result, condition, reason))
        return self._set(extra=dict(self.scripts[self.code].extra, ends=ends))

    def readies_only_by(self, *cost: Op, **kw: Any) -> CardBuilder:
        """ "It readies only if you pay <cost>" (MC-READY-02): when cards ready, its
        controller may pay ``cost`` (ops, or ``spend=`` resources) to ready it."""
        extra = dict(self.scripts[self.code].extra, ready_cost=True)
        self._set(extra=extra)
        return self._add(
            Ability(SPECIAL, (("ready", "self"),), cost=tuple(cost), on="ready-cost", **kw)
        )

    def leaves_at_round_end(self) -> CardBuilder:
        """ "At the end of the round, if <this card> is still in play, discard it"."""
        extra = dict(self.scripts[self.code].extra, discard_at_round_end=True)
        return self._set(extra=extra)

    def threat_cannot_be_removed(self) -> CardBuilder:
        """ "Threat cannot be removed from this scheme" (Countdown to Oblivion)."""
        extra = dict(self.scripts[self.code].extra, threat_locked=True)
        return self._set(extra=extra)

    def no_damage_from(self, trait: str) -> CardBuilder:
        """ "<This card> cannot take damage from <trait> upgrades" (Killmonger): such
        damage is not taken, and the card is no valid target of their damage."""
        extra = dict(self.scripts[self.code].extra, immune_to=trait)
        return self._set(extra=extra)

    def cannot_be(self, *what: str) -> CardBuilder:
        """ "<This card> cannot be attacked" / "… thwarted" (``"attacked"``,
        ``"thwarted"``): no attack (thwart) may target it (MC-TARGET-08)."""
        extra = dict(self.scripts[self.code].extra, cannot_be=what)
        return self._set(extra=extra)

    def host_cannot_be_readied(self) -> CardBuilder:
        """ "The character with this attachment cannot be readied": nothing readies it,
        and it is no valid target of a ready ability (MC-TARGET-07)."""
        extra = dict(self.scripts[self.code].extra, holds_exhausted=True)
        return self._set(extra=extra)

    def plain(self) -> CardBuilder:
        """A card with no ability beyond its printed facts (a resource, a stage)."""
        return self


def card(code: str) -> CardBuilder:
    """Start the script of the card ``code``."""
    return CardBuilder(code)


def script(code: str) -> Script:
    """The script of a card code (an empty one for a card without abilities)."""
    return SCRIPTS.get(code) or Script()


# --- the vocabulary: ops ---------------------------------------------------------------
# Registers: "target" (a character), "scheme", "player" (a seat), "ally", "x" (a number).
# Amounts are ints, a register name, or a function (state, frame) -> int.


def choose_enemy(reg: str = "target", attack: bool = True, status: str = "") -> Op:
    """Choose an enemy (an attack target respects Guard, MC-KEYWORD-GUARD-01); with
    ``status``, only an enemy that can be given that status card is a valid target
    (MC-ABILITY-04, MC-STATUS-02)."""
    return ("choose", "enemy-attack" if attack else "enemy", reg, status)


def choose_minion(reg: str = "target") -> Op:
    """Choose a minion (any minion in play)."""
    return ("choose", "minion", reg)


def choose_scheme(reg: str = "scheme", other_than: str = "") -> Op:
    """Choose a scheme with threat that the players may remove threat from."""
    return ("choose", "scheme", reg, other_than)


def choose_player(reg: str = "player") -> Op:
    """Choose a player (a seat) still in the game."""
    return ("choose", "player", reg)


def choose_damaged_character(reg: str = "target") -> Op:
    """Choose a damaged character (friendly or enemy), for healing."""
    return ("choose", "damaged-character", reg)


def choose_damaged_friendly(reg: str = "target") -> Op:
    """Choose a damaged friendly character (an identity or an ally), for healing."""
    return ("choose", "damaged-friendly", reg)


def choose_exhausted_ally(reg: str = "target") -> Op:
    """Choose an exhausted ally, for readying."""
    return ("choose", "exhausted-ally", reg)


def choose_ally(reg: str = "ally") -> Op:
    """Choose an ally in play (any player's)."""
    return ("choose", "ally", reg)


def enemy_attacks_ally(ally: str = "ally", enemy: str = "villain") -> Op:
    """The enemy (``"villain"`` or a register) attacks the ally in register ``ally``
    directly (MC-ATTACKALLY-01, :mod:`.defenders`)."""
    return ("enemy-attacks-ally", enemy, ally)


def declare_defender(reg: str = "identity") -> Op:
    """During an enemy attack with no defender: the character in ``reg`` (``identity``:
    your hero) becomes its defender (MC-DEFEND-04, -06)."""
    return ("declare-defender", reg)


def end_attack() -> Op:
    """End the enemy attack being resolved (MC-DEFEND-19)."""
    return ("end-attack",)


def change_type(new_type: str, reg: str = "target") -> Op:
    """The card in ``reg`` becomes a ``new_type`` ("minion", "ally"), MC-CARDTYPE-04..07
    (:mod:`.card_types`)."""
    return ("change-type", reg, new_type)


def advance_main_scheme() -> Op:
    """The main scheme deck advances, without the scheme being completed
    (MC-MAINSCHEME-05, :mod:`.encounter_ops`)."""
    return ("advance-main-scheme",)


def engage_you(reg: str = "target") -> Op:
    """The minion in ``reg`` engages you (not if it is engaged with you already,
    MC-ENGAGE-05)."""
    return ("engage-you", reg)


def choose_option(reg: str, *options: str) -> Op:
    """Choose one of the listed options; the register holds its index."""
    return ("choose-option", reg, options)


def damage(
    amount: Any,
    reg: str = "target",
    overkill: Callable[[Any, dict[str, Any]], bool] | None = None,
    additional: bool = False,
) -> Op:
    """Deal damage to the character in ``reg`` (an attack's damage if the ability is
    labeled attack); ``overkill(state, frame)``: the attack gains overkill;
    ``additional``: "deal N additional damage", which increases to the attack ability's
    damage leave alone (MC-ATTACK-06)."""
    if additional:
        return ("damage", reg, amount, overkill, True)
    return ("damage", reg, amount, overkill) if overkill else ("damage", reg, amount)


def damage_each_enemy(amount: Any, additional: bool = False) -> Op:
    """Deal damage to each enemy; labeled attack, it attacks each (MC-ATTACK-10)."""
    return ("each-enemy-damage", amount, None, additional)


def separate_attacks() -> Op:
    """ "Make the following attacks in order": each instance of damage after this is a
    separate attack (MC-ATTACK-07)."""
    return ("separate-attacks",)


def remove_threat(amount: Any, reg: str = "scheme", additional: bool = False) -> Op:
    """Remove threat from the scheme in ``reg`` (``additional``: "remove N additional
    threat", left alone by increases to the thwart ability, MC-THWART-06)."""
    return ("remove-threat", reg, amount, True) if additional else ("remove-threat", reg, amount)


def place_threat(amount: Any, where: str = "main") -> Op:
    """Place threat on the main scheme (``"main"``), or on the card in a register."""
    return ("place-threat", where, amount)


def indirect_damage(amount: Any, to: str = "you") -> Op:
    """Deal indirect damage to the resolving player (``"you"``: among the characters
    they control, as they choose) or to the players (``"players"``: among all friendly
    characters, the first player choosing), MC-INDIRECT-02 to -07."""
    return ("indirect", to, amount)


def move_threat(amount: Any, origin: str = "scheme", destination: str = "main") -> Op:
    """Move threat from the scheme in register ``origin`` to the one in ``destination``
    (``"main"``: the main scheme); it counts as removed, then placed (MC-MOVE-04)."""
    return ("move-threat", origin, destination, amount)


def acceleration_token(reg: str = "self") -> Op:
    """Place an acceleration token on the card in ``reg`` (``"self"``, ``"main"``): one
    on another card than the main scheme is removed from the game when that card leaves
    play (MC-ACCELTOKEN-03, -05)."""
    return ("acceleration-token", reg)


def move_counter(origin: str = "self") -> Op:
    """Move a counter from the card in ``origin`` to another card you control (chosen):
    there it is a counter of that card's type (MC-COUNTER-04)."""
    return ("move-counter", origin)


def heal(amount: Any, reg: str = "target") -> Op:
    """Heal damage from the character in ``reg``."""
    return ("heal", reg, amount)


def heal_identity(amount: Any) -> Op:
    """Heal the resolving player's identity."""
    return ("heal", "identity", amount)


def draw(amount: Any, who: str = "you") -> Op:
    """``who``: ``"you"``, ``"each"`` (each player) or a register holding a seat."""
    return ("draw", who, amount)


def stun(reg: str = "target") -> Op:
    """Give the character in ``reg`` a stunned status card."""
    return ("status", reg, "stunned")


def confuse(reg: str = "target") -> Op:
    """Give the character in ``reg`` a confused status card."""
    return ("status", reg, "confused")


def tough(reg: str = "target") -> Op:
    """Give the character in ``reg`` a tough status card."""
    return ("status", reg, "tough")


def ready(reg: str = "target") -> Op:
    """Ready the card in ``reg`` (``identity``: the resolving player's identity)."""
    return ("ready", reg)


def exhaust(reg: str = "identity") -> Op:
    """Exhaust the card in ``reg`` (``identity``: the resolving player's identity)."""
    return ("exhaust", reg)


def then() -> Op:
    """Stop here unless everything before resolved (MC-THEN-01)."""
    return ("then",)


def if_(condition: Callable[[Any, dict[str, Any]], bool], *ops: Op) -> Op:
    """Resolve ``ops`` only if ``condition(state, frame)`` holds when reached."""
    return ("if", condition, ops)


def gain_surge() -> Op:
    """This encounter card gains Surge (MC-KEYWORD-SURGE-01)."""
    return ("surge",)


def do(name: str, *args: Any) -> Op:
    """A card-specific step, registered next to the card with ``@step(name)``."""
    return (name, *args)


def swap_hand_with_deck_top() -> Op:
    """Swap a card in your hand with the top card of your deck (not a draw); with an
    empty hand or deck, no swap (MC-SWAP-01, -02)."""
    return ("swap-hand-deck",)


def swap_with_hand(reg: str = "self") -> Op:
    """Swap the card in play in ``reg`` with a card of the same type in your hand: a
    same-named card takes its place with all it carries, another enters play anew
    (MC-SWAP-03, -04)."""
    return ("swap-with-hand", reg)


def take_control_of_ally() -> Op:
    """Take control of an ally another player controls, as it is, with the upgrades on
    it (MC-OWN-08, -09); a Linked ally becomes yours (MC-KEYWORD-LINKED-03)."""
    return ("take-control",)


# costs
def exhaust_self() -> Op:
    """Cost: exhaust the card with the ability."""
    return ("exhaust", "self")


def remove_counter() -> Op:
    """Cost: remove one counter (a use) from the card with the ability."""
    return ("remove-counter",)


def discard_self() -> Op:
    """Cost or effect: discard the card with the ability."""
    return ("discard-self",)


def discard_from_hand() -> Op:
    """Cost: choose and discard a card from your hand."""
    return ("discard-from-hand",)


def heal_self_cost(amount: int) -> Op:
    """ "heal N damage from <this hero>" as a cost: needs that damage (MC-COST-13)."""
    return ("heal", "identity", amount)


def search_deck(ctype: str, trait: str = "") -> Op:
    """Search your deck for a card of type ``ctype`` (with ``trait``), add it to your
    hand, then shuffle your deck; with none there, the deck is still shuffled."""
    return ("search-deck", ctype, trait)


def discard_lowest_cost(kind: str) -> Op:
    """Discard the lowest-cost card of type ``kind`` ("support") you control; a
    Permanent card of another set is skipped (MC-KEYWORD-PERMANENT-04, MC-EX-11)."""
    return ("discard-lowest", kind)


def each_player_discards_encounter(amount: Any) -> Op:
    """Each player, in player order, discards ``amount`` cards from the top of the
    encounter deck; one under whom it runs out stops there (MC-EX-08)."""
    return ("each-discard-encounter", amount)


def look_at_deck_top(amount: Any) -> Op:
    """Look at the top ``amount`` cards of your deck and discard any of them; the rest
    stay on top in their order (MC-LOOK-02). The discarded ones count as discarded from
    the top of the deck: responses on ``"deck-top-discarded"`` (MC-DISCARD-05)."""
    return ("look-top", amount)


def find_and_reveal(name: str) -> Op:
    """Find the card named ``name`` (in play, the encounter deck or its discard pile)
    and reveal it; a minion found in play engages you and resolves its revealing
    without entering play (MC-FIND-01 to -03)."""
    return ("find-reveal", name)


def play_ignoring_cost(*types: str, may: bool = False) -> Op:
    """ "Play a <type> card from your hand, ignoring its resource cost" (``types``:
    "ally", "event"...; ``may``: "you may play", the player may decline): nothing is
    paid and it counts as played with 0 resources paid (MC-IGNORE-01); never a card
    with a resource Requirement (MC-KEYWORD-REQUIREMENT-02). See :mod:`.free_play`."""
    return ("play-ignoring-cost", types, may)


def put_set_aside_into_play(name: str) -> Op:
    """Put your set-aside card named ``name`` (a Permanent card) into play."""
    return ("put-set-aside", name)


def your_identity_gets_until_phase_end(stat: str, amount: Callable[[Any], int]) -> Op:
    """Your identity gets ``amount(state)`` to ``stat`` until the end of the phase, the
    amount read anew each time ("+1 ATK for each minion in play", MC-EX-15)."""
    return ("lasting", stat, amount)


def attach_found(name: str, reg: str = "target") -> Op:
    """Find the attachment named ``name`` (encounter discard pile or deck) and attach
    it to the card in ``reg`` (``"villain"``), whatever its own "attach to" text says
    (MC-ATTACH-05)."""
    return ("attach-found", name, reg)


def from_collection(code: str) -> Op:
    """Search your collection for the card ``code`` (outside the game) and add it to
    your hand; you own it until the end of the game (MC-SEARCH-04)."""
    return ("from-collection", code)


def from_event(reg: str, key: str) -> Op:
    """Copy ``key`` of the triggering event (e.g. the minion that entered play)."""
    return ("ev", reg, key)


# --- common conditions (state, source uid, seat, event frame) -> bool -----------------------


def enemy_can_take(status: str, villain_only: bool = False) -> Condition:
    """A ``needs`` condition: some enemy (or the villain) can be given ``status``, so
    "stun an enemy" has a valid target (MC-ABILITY-04, MC-STATUS-02)."""

    def check(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
        from rulebound.games.marvel_champions.rules import can_take_status, enemies

        pool = [s.villain] if villain_only else enemies(s)
        return any(can_take_status(s, u, status) for u in pool)

    return check


def this_enters(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """ "After <this card> enters play"."""
    return ev.get("card") == uid


def this_is_played(s: Any, uid: int, seat: int, ev: dict[str, Any]) -> bool:
    """ "After you play <this card>" (not put into play, MC-PLAY-04)."""
    return ev.get("card") == uid and bool(ev.get("played"))


def attached_enemy_is(key: str) -> Condition:
    """The enemy in the event's ``key`` is the one this card is attached to."""
    return lambda s, uid, seat, ev: ev.get(key) == s.units[uid].host
