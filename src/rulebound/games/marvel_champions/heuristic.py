"""A Marvel Champions heuristic bot: rules of thumb a competent player follows,
reading only the seat's view (``policy(view, legal) -> action``).

On its turn it flips to hero form when healthy (after recovering and using its
alter-ego abilities), plays allies, upgrades and supports first (they keep giving),
then events that fit the moment, as long as cards it values about as much or less
pay for them; it thwarts when the main scheme nears its threshold or a hazard,
acceleration or crisis side scheme is out, attacks otherwise (minions it can
finish first, the villain when it is about to fall), sends allies in, and flips to
alter ego at the end of a turn when hurt or when the alter ego draws many more cards
(Tony Stark), if the scheme can take the villain's scheme (a hazard side scheme
counts as a point of threat). It pays with free resource abilities (Web-Shooter,
Peter Parker) before discarding, and discards the cards it values least, without
wasting resources where it can. An ally blocks when the hero is hurt or the ally is nearly spent;
the hero defends only a hit that would defeat it (a defense costs the next turn's
basic power). It takes free interrupts and cancels treacheries (with Get Behind Me!
only one that does more than the villain's attack it brings instead).

Card facts (costs, types, printed stats) come from the public card pool by name:
they are printed on the cards, so reading them hides nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from rulebound.games.marvel_champions import encoding as enc
from rulebound.games.marvel_champions import panther_play as panther
from rulebound.games.marvel_champions.cards import Card, load_pool
from rulebound.games.marvel_champions.panther_play import PANTHER_UPGRADES

View = Mapping[str, Any]
NUMBER = re.compile(r"(\d+)")
ATTACKER = re.compile(r"^(.*?)(?: \(\d+\))? attacks")
DAMAGE_TO = re.compile(r"^(\d+) damage to ")
LOSES_THREAT = re.compile(r"loses (\d+) threat")
SPEND = re.compile(r"spend an? (\w+) resource")
MINION_ATTACK = re.compile(r"\(attack\): a minion takes")
REVEALED = re.compile(r"^(.*) is revealed")
# A treachery whose When Revealed effect on a hero is the villain's attack (Assault),
# with, in group 1, one from each engaged minion after it (Gang-Up).
VILLAIN_ATTACK_ONLY = re.compile(
    r"You (?:are attacked by|take an attack from) the villain"
    r"(, then one from every minion engaged with you)?\."
)

# What a card is worth to this bot, by name: 9 the cards that win games (strong
# allies, big events, repeatable thwart), 2 the situational ones; resource cards
# exist to pay. Unknown cards count 4. Higher: play it, keep it; lower: pay with it,
# discard it.
TIERS = {
    9.0: "Daredevil, Jessica Jones, Spider-Woman, Nick Fury, Vision, Maria Hill, "
    "Swinging Web Kick, Photonic Blast, Surveillance Team, For Justice!, Web-Shooter, "
    "Hulk, Tigra, Hellcat, War Machine, Black Widow, Luke Cage, Uppercut, Supersonic Punch, "
    "Tac Team, Med Team, Superhuman Strength, Mark V Armor, Arc Reactor, Panther Claws, "
    "Energy Daggers, Wakanda Forever!",
    7.0: "Crisis Interdiction, Aunt May, Black Cat, Mockingbird, Hawkeye, Haymaker, "
    "Backflip, Heroic Intuition, Inspired, Helicarrier, Spider-Tracer, Gamma Slam, "
    "Relentless Assault, Repulsor Blast, Combat Training, Armored Vest, Mark V Helmet, "
    "Powered Gauntlets, Rocket Boots, Focused Rage, Superhuman Law Division, Counter-Punch, "
    "Get Behind Me!, Indomitable, One-Two Punch, Stark Tower, Pepper Potts, Shuri, "
    "Tactical Genius, Vibranium Suit, The Golden City",
    5.0: "Cosmic Flight, First Aid, Get Ready, Alpha Flight Station, Energy Channel, "
    "Ground Stomp, Chase Them Down, Split Personality, Legal Practice",
    3.0: "Enhanced Spider-Sense, Emergency, Interrogation Room, Make the Call, "
    "Captain Marvel's Helmet, The Triskelion, Webbed Up, Avengers Mansion, Ancestral Knowledge",
    2.0: "Great Responsibility, Lead from the Front",
}
KEEP = {name: value for value, names in TIERS.items() for name in names.split(", ")}
ATTACK_EVENTS = {
    "Swinging Web Kick": 8,
    "Haymaker": 3,
    "Photonic Blast": 5,
    "Uppercut": 5,
    "Relentless Assault": 5,
    "Supersonic Punch": 4,
    "Repulsor Blast": 3,
}
THWART_EVENTS = {"For Justice!": 3, "Crisis Interdiction": 2}
# Attack events that deal more when the hero is Aerial (Supersonic Punch: 8, not 4).
AERIAL_EVENTS = frozenset({"Supersonic Punch"})
# Played while Aerial, and Rocket Boots used for one, before upgrades and allies: those
# spent the resources first, and the Punch went out for 4 or not at all (Iron Man vs
# Rhino, games 0-11: 16 uses of Rocket Boots, 1 Punch of 8 and 11 of 4).
AERIAL_FIRST = 70.0
# Identities whose hand size grows by 1 for each Tech upgrade they control (Iron Man).
TECH_HAND = frozenset({"Iron Man", "Tony Stark"})
# A Tech upgrade in hand is worth this more to him: a card more on every hero turn once
# it is out, so Futurist keeps it and a payment spends other cards first.
TECH_GROWTH = 2.0
# Thresholds, tuned by simulation against Rhino (tests/marvel_champions/test_mc_bot.py
# pins the behaviour they give in set positions).
URGENT_ROOM = 1  # thwart when the next villain phase brings threat this close to the end
HURT_MARGIN = 2  # hurt: hit points at most the expected incoming damage plus this
FLIP_ROOM = 1  # flip to alter ego only if its scheme leaves this much room
FLIP_DAMAGE = 3  # damage at which a hero flips to alter ego at the end of the turn
STAY_DAMAGE = 6  # damage (after recovering) at which the alter ego stays to recover again
ALLY_BLOCK = 99  # an ally blocks any attack this big, hurt or not (99: only then)
HERO_BLOCK = -10  # the hero defends when hurt by this margin (or the hit is lethal)
BUDGET_SLACK = 2.5  # pay with cards worth less than the card played (plus this)
SIDE_THWART = True  # clear hazard and acceleration side schemes first
TOUGH_FIRST = True  # a basic attack strips a tough status card before attack events
MULLIGAN_BELOW = 2.5  # the mulligan discards cards worth at most this
DISCARD_BELOW = 0.5  # the end of a turn discards cards worth at most this (to draw anew)
MINION_REACH = 3  # attack a minion this close to defeat rather than the villain
VILLAIN_REACH = 5  # ... unless the villain is this close to its next stage
HAND_FLIP = 3  # flip to alter ego at the end of a turn when it draws this many more
LEGAL_KEEP = 5.0  # Legal Practice discards cards worth at most this for a threat each
# ... and these when the scheme is in danger (urgent, or a hazard or acceleration side
# scheme out): every card but the strongest is worth less than a round of the clock.
LEGAL_KEEP_DANGER = 8.0
SPARE_KEEP = 7.0  # Energy Channel and Rechannel spend energy cards worth at most this
SPLIT_DRAW = 3  # Split Personality is played for at least this many cards drawn
LEGAL_PRACTICE_MAX = 5  # Legal Practice discards up to 5 cards
GAMMA_DAMAGE = 5  # Gamma Slam before upgrades (and before recovering) from this damage on
# Threat an alter ego keeps off the schemes each round, by either side's name: Jennifer
# Walters' I Object! prevents 1 (once a round), so her scheming villain costs 1 less.
PREVENTS = {"Jennifer Walters": 1, "She-Hulk": 1}
# Main schemes from which no threat can be removed: each point is a round less to win.
THREAT_LOCKED = frozenset({"Countdown to Oblivion"})
# Boost cards a villain is dealt for an attack beyond the usual one: Klaw's Forced
# Interrupt (every stage) gives him one more. Each is about a point of ATK.
EXTRA_ATTACK_BOOSTS = {"Klaw": 1}


@cache
def _cards() -> dict[str, Card]:
    """Player and encounter cards by name (the first printing of a name)."""
    found: dict[str, Card] = {}
    for card in load_pool().cards:
        found.setdefault(card.name, card)
    return found


@cache
def _stages_after() -> dict[str, tuple[Card, ...]]:
    """By main scheme name: the main scheme stages still to come after it in its
    scenario's deck (public: the scenario's main scheme deck is known from set-up)."""
    from rulebound.games.marvel_champions.scenarios import VILLAINS

    by_code = load_pool().by_code
    found: dict[str, tuple[Card, ...]] = {}
    for villain in VILLAINS.values():
        for i, code in enumerate(villain.main):
            found[by_code[code].name] = tuple(by_code[c] for c in villain.main[i + 1 :])
    return found


def _room_after(main_name: str, players: int) -> int:
    """The threat the main scheme stages after the current one hold: each stage's
    target less its starting threat (as ``value.main_scheme_room``)."""
    room = 0
    for card in _stages_after().get(main_name, ()):
        threat = card.stats.get("threat", 0)
        base = card.stats.get("base_threat", 0)
        room += threat if "threat_fixed" in card.flags else threat * players
        room -= base if "base_threat_fixed" in card.flags else base * players
    return room


@cache
def _other_form_hand() -> dict[str, int]:
    """By identity side name: how many cards more the other side's hand size holds."""
    pool = load_pool()
    return {
        c.name: pool.by_code[c.back].stats.get("hand_size", 0) - c.stats.get("hand_size", 0)
        for c in pool.cards
        if c.type in ("hero", "alter_ego") and c.back in pool.by_code
    }


@cache
def _by_index() -> list[Card]:
    return load_pool().cards


def _hand_card(action: int) -> Card:
    return _by_index()[action - enc.HAND]


def _health(unit: Mapping[str, Any]) -> int:
    """Hit points left of an ally or minion shown in the view."""
    card = _cards().get(unit["name"])
    printed = card.stats.get("health", 1) if card else 1
    return printed - int(unit.get("damage", 0))


def _minion_health(minion: Mapping[str, Any]) -> int:
    """Hit points left of a minion: the view's own count where it gives one (a facedown
    Drone prints none: the Ultron Drones environment and Upgraded Drones give them)."""
    left = minion.get("hit_points")
    return left if isinstance(left, int) else _health(minion)


def _minion_stat(minion: Mapping[str, Any], key: str) -> int:
    """A minion's ATK or SCH with its modifiers, as the view shows it (printed if not)."""
    if key in minion:
        return int(minion[key])
    card = _cards().get(minion["name"])
    return card.stats.get(key, 0) if card else 0


def _alter_gain(villain_scheme: int, player: Mapping[str, Any]) -> int:
    """The threat a player in alter-ego form adds by the next villain phase: the
    villain's scheme with a boost (``villain_scheme``), its engaged minions' schemes,
    less what its identity prevents (I Object!)."""
    total = villain_scheme - PREVENTS.get(player.get("identity", ""), 0)
    for m in player["engaged_minions"]:
        total += _minion_stat(m, "scheme")
    return total


class Position:
    """The few numbers the rules of thumb read from a view."""

    def __init__(self, view: View) -> None:
        # Loops written out (no generator per sum): a Position is made at every decision
        # of every planner rollout.
        self.view = view
        self.seat = int(view["seat"])
        players = view["players"]
        self.me = me = players[self.seat]
        self.hp = int(me["hit_points"])
        self.damage = int(me["identity_card"].get("damage", 0))
        self.hero = me["form"] == "hero"
        main = view["main_scheme"]
        self.threat = int(main.get("threat", 0))
        self.locked = main.get("name") in THREAT_LOCKED
        self.target = int(main["target"])
        villain = view["villain"]
        cards = _cards()
        sides: dict[int, Mapping[str, int]] = {}
        for x in view["side_schemes"]:
            name = x["name"]
            sides[int(x["uid"])] = cards[name].stats if name in cards else {}
        self.sides = sides
        # Threat the main scheme gains by the next villain phase: escalation per player,
        # acceleration, and the schemes of the villain (with a boost) and of the
        # minions engaged with each player in alter-ego form.
        # A hazard deals one more encounter card: count it as a point of threat (an
        # Advance, a surge); flipping to alter ego under one lost games to the scheme.
        base = int(main.get("acceleration_tokens", 0))
        crisis = nasty = False
        for st in sides.values():
            accel = st.get("scheme_acceleration", 0)
            hazard = st.get("scheme_hazard", 0)
            base += accel + hazard
            crisis = crisis or bool(st.get("scheme_crisis"))
            nasty = nasty or bool(hazard or accel)
        villain_scheme = int(villain.get("scheme", 1)) + 1
        self.alter_gain = _alter_gain(villain_scheme, me)
        for p in players:
            if not p["eliminated"]:
                base += 1
                if p["form"] != "hero":
                    base += _alter_gain(villain_scheme, p)
        self.gain = base
        self.urgent = self.threat + self.gain + URGENT_ROOM >= self.target
        # Flipping to alter ego would complete the scheme (or nearly), unless the alter
        # ego removes that threat on the same turn (:func:`_alter_ego_thwart`).
        flip_gain = 0 if not self.hero else self.alter_gain
        self.flip_safe = self.threat + self.gain + flip_gain + FLIP_ROOM < self.target
        # A main scheme stage that is not the last one completed only advances the deck
        # (Klaw's Underground Distribution, Ultron's first two): its threat is lost with
        # a minion or Drone more, the game is not. A hurt hero may flip to recover unless
        # the alter ego's scheming would complete the last stage too.
        later = _room_after(str(main.get("name", "")), len(players))
        self.final = later == 0
        self.flip_survives = self.threat + self.gain + flip_gain + FLIP_ROOM < self.target + later
        self.villain = villain
        self.villain_hp = int(villain["hit_points"])
        self.my_attack = int(self.me.get("attack", 0))
        self.crisis = crisis
        self.nasty = nasty  # side schemes that deal an extra encounter card or add threat
        self.villain_uid = int(villain["uid"])
        self.aerial = bool(self.me.get("aerial"))  # Rocket Boots used this phase
        self.can_flip = False  # a turn's change of form is still open (set per decision)
        self.kept: dict[str, float] = {}  # _keep's answers, by card name
        self.minions = {int(m["uid"]): m for p in players for m in p["engaged_minions"]}
        self.mine = me["engaged_minions"]
        allies = []
        names = set()
        for u in me["in_play"]:
            names.add(u["name"])
            if u["type"] == "ally":
                allies.append(u)
        self.allies = allies
        self.in_play_names = names
        self.flip_thwart = _alter_ego_thwart(self) if self.hero else 0
        if self.flip_thwart and not self.flip_safe:
            lowered = max(0, self.threat - self.flip_thwart)
            self.flip_safe = lowered + self.gain + flip_gain + FLIP_ROOM < self.target
        # Cards more the other form draws at the end of a turn (Tony Stark 6, Iron Man 1).
        self.other_hand = _other_form_hand().get(self.me.get("identity", ""), 0)
        if self.me.get("identity") == "She-Hulk":
            # Jennifer Walters draws 2 more, and changing back deals 2 damage (Do You
            # Even Lift?): worth a card more, so she ends a turn as Jennifer when safe.
            self.other_hand += 1
        if self.me.get("identity") == "Iron Man":  # his hand grows by 1 per Tech upgrade
            self.other_hand -= sum(
                1
                for u in self.me["in_play"]
                if u["name"] in cards and "Tech" in cards[u["name"]].traits
            )

    def hurt(self, margin: int = 0) -> bool:
        """Low enough that the next villain attacks could defeat us or nearly."""
        incoming = _villain_attack(self) + 1
        incoming += sum(_minion_stat(m, "attack") for m in self.mine)
        return self.hp <= incoming + HURT_MARGIN + margin

    def may_flip(self) -> bool:
        """Ending the turn in alter-ego form leaves the scheme safe enough: its stage
        is not completed, or, hurt, at least the last stage is not."""
        return self.flip_safe or (self.hurt() and self.flip_survives)


def _villain_attack(pos: Position) -> int:
    """The villain's ATK against the seat in its next attack, its boost cards beyond
    the usual one included: Klaw's extra boost card (about a point each), and Ultron
    II's +1 per Drone minion engaged with the attacked player, with the Drone his
    attack first puts into play."""
    villain = pos.villain
    name = str(villain.get("name", ""))
    attack = int(villain.get("attack", 2)) + EXTRA_ATTACK_BOOSTS.get(name, 0)
    if name == "Ultron" and villain.get("stage") == "II":
        cards = _cards()
        drones = sum(
            1
            for m in pos.mine
            if m["name"] == "Drone" or "Drone" in getattr(cards.get(m["name"]), "traits", ())
        )
        attack += drones + 1
    return attack


def _alter_ego_thwart(pos: Position) -> int:
    """Threat the seat's alter ego can remove on this turn once a hero changes form: its
    ready Alter-Ego Action cards in play that make a scheme lose threat (Superhuman Law
    Division, with a card in hand to pay the resource they spend) and Legal Practice's
    threat per card discarded, the cards left beside it (5 at most). A hero whose
    scheme could not take the alter ego's scheming otherwise stays a hero and thwarts
    for its THW (She-Hulk: 1) while Legal Practice in her hand pays for other cards:
    she attacks, changes to Jennifer Walters and discards her hand for threat instead,
    and draws 6. No threat comes off the main scheme under a crisis icon."""
    if pos.crisis:
        return 0
    cards = _cards()
    hand = list(pos.me["hand"])
    total = 0
    for unit in pos.me["in_play"]:
        card = cards.get(unit["name"])
        if card is None or unit.get("exhausted") or not card.text.startswith("Alter-Ego Action"):
            continue
        found = LOSES_THREAT.search(card.text)
        spend = SPEND.search(card.text)
        if found is None:
            continue
        if spend:  # a card in hand with that resource (or wild) pays for it
            payer = next((n for n in hand if n in cards and _gives(cards[n], spend.group(1))), None)
            if payer is None:
                continue
            hand.remove(payer)
        total += int(found.group(1))
    if "Legal Practice" in hand:
        total += min(LEGAL_PRACTICE_MAX, len(hand) - 1)
    return min(total, pos.threat)


def _gives(card: Card, resource: str) -> bool:
    """The card pays a resource of that type (its own icon or a wild one)."""
    return bool(card.resources.get(resource) or card.resources.get("wild"))


def _keep(name: str, pos: Position) -> float:
    """How much a card in hand is worth keeping (for payment and discards). Read once
    per name and position (:attr:`Position.kept`): scoring a turn's cards asks it for
    every card in hand, once per card played."""
    known = pos.kept.get(name)
    if known is None:
        known = pos.kept[name] = _keep_value(name, pos)
    return known


def _keep_value(name: str, pos: Position) -> float:
    card = _cards().get(name)
    if card is None:
        return 3.0
    value = 1.0 if card.type == "resource" else KEEP.get(name, 4.0)
    if card.unique and name in pos.in_play_names:
        value = 0.5  # a second copy of a unique card in play cannot be played
    if card.type == "ally" and len(pos.allies) >= 3:
        value = 3.0
    if not pos.minions and MINION_ATTACK.search(card.text):
        # An attack only a minion can take (Relentless Assault) with none out: a resource
        # until one comes. At 7 it was kept at the end of a turn in 64 of 363 She-Hulk
        # turns (a card less drawn) while One-Two Punch and Legal Practice paid for cards.
        value = 1.0
    if name == "Wakanda Forever!":  # each Black Panther upgrade out is a step of it
        value += sum(1 for n in PANTHER_UPGRADES if n in pos.in_play_names)
    return value + _hand_growth(name, pos) + panther.step_worth(name, pos)


def _turn_score(action: int, label: str, pos: Position) -> float:
    """Score of one action of the player's turn; ending the turn scores 0."""
    if action == enc.PASS:
        return 0.0
    if enc.SEAT <= action < enc.RESOURCE:
        return -1.0  # asking a partner for help only spends their cards early
    if action == enc.FORM:
        if pos.hero:  # after the hero's actions (this scores low), to recover next turn
            # or to draw the alter ego's much bigger hand
            flip = pos.damage >= FLIP_DAMAGE or pos.hurt() or pos.other_hand >= HAND_FLIP
            return 2.0 if flip and pos.may_flip() else -1.0
        # In alter ego: recover first when hurt; flip back once healthy enough, or when
        # the scheme cannot take another villain scheme.
        if pos.damage < 3:
            return 50.0
        if _gamma_slam_ready(pos):
            return 61.0  # before recovering: her damage dealt back (see the function)
        return 4.0 if pos.damage < STAY_DAMAGE or not pos.may_flip() else -1.0
    if action == enc.RECOVER:
        return 60.0 if pos.damage >= 2 else -1.0
    if action in (enc.ATTACK, enc.THWART):
        if action == enc.ATTACK and _strip_tough_first(pos):
            return 44.0  # before the attack events (35 + their damage)
        return 30.0 if (action == enc.THWART) == _should_thwart(pos) else 10.0
    if enc.HAND <= action < enc.UID:
        return _play_score(_hand_card(action), pos)
    if enc.USE <= action < enc.ALLY_ATTACK:
        return _use_score(label, pos)
    if enc.ALLY_ATTACK <= action < enc.ALLY_THWART:
        if pos.villain.get("tough") and not _should_thwart(pos):
            return 35.0  # a small attack spends the villain's tough status first
        return 25.0 if not _should_thwart(pos) else 15.0
    if action >= enc.ALLY_THWART:
        if pos.threat == 0 and not pos.sides:
            return -1.0
        return 27.0 if _should_thwart(pos) else 12.0
    return 1.0


def _strip_tough_first(pos: Position) -> bool:
    """The enemy the hero would attack has a tough status card: a basic attack spends
    it, so that an attack event that follows deals its damage (a Photonic Blast into
    Armored Guard's or Sandman's tough card is lost). That enemy is a Guard minion
    engaged with the hero (the villain cannot be attacked past it), else a minion the
    heuristic would pick (:func:`_enemy`), else the villain."""
    if not TOUGH_FIRST or _should_thwart(pos) or pos.my_attack <= 0:
        return False
    cards = _cards()
    guards = [m for m in pos.mine if "Guard" in getattr(cards.get(m["name"]), "keywords", ())]
    if guards:
        return any(m.get("tough") for m in guards)
    low = [m for m in pos.mine if _health(m) <= MINION_REACH]
    if low:
        return bool(min(low, key=_health).get("tough"))
    return bool(pos.villain.get("tough")) and not pos.mine


def _should_thwart(pos: Position) -> bool:
    """Thwart (rather than attack) when the main scheme nears its threshold, or a
    crisis scheme blocks it, unless the villain is about to fall; Black Panther sooner
    (:func:`~.panther_play.thwarts`)."""
    if pos.villain_hp <= pos.my_attack + 1:
        return False
    if pos.urgent:
        return True
    if panther.thwarts(pos):
        return True
    if SIDE_THWART and pos.nasty:
        return True
    return pos.crisis and pos.threat + pos.gain + 3 >= pos.target


def _budget(card: Card, pos: Position) -> int:
    """Resources the seat can raise for ``card`` without giving up a card it values as
    much: free resource abilities and the cards in hand worth less."""
    keep = _keep(card.name, pos)
    total = 0
    skipped = False
    for name in pos.me["hand"]:
        if name == card.name and not skipped:
            skipped = True  # the card being played
            continue
        other = _cards().get(name)
        if panther.step_worth(name, pos):
            continue  # never raised by spending a future step of Wakanda Forever!
        if other is not None and _keep(name, pos) < keep + BUDGET_SLACK:
            total += sum(other.resources.values())
    total += sum(1 for u in pos.me["in_play"] if u["name"] == "Web-Shooter" and u.get("counters"))
    if not pos.hero and pos.me["identity"] == "Peter Parker":
        total += 1  # Peter Parker's resource ability
    return total


def _play_score(card: Card, pos: Position) -> float:
    name = card.name
    if _budget(card, pos) < (card.cost or 0) and not (name in THWART_EVENTS and pos.urgent):
        return -1.0
    keep = _keep(name, pos)
    if card.type == "ally":
        return 60.0 + keep
    if card.type in ("upgrade", "support"):
        if name == "Energy Channel":
            return 45.0 if name not in pos.in_play_names else -1.0
        return 50.0 + keep
    if name in AERIAL_EVENTS and pos.aerial:
        return AERIAL_FIRST  # before the cards that would spend its resources
    if name in ATTACK_EVENTS:
        return 35.0 + ATTACK_EVENTS[name]
    if name in THWART_EVENTS:
        if pos.threat + (1 if pos.view["side_schemes"] else 0) < THWART_EVENTS[name]:
            return -1.0
        return 45.0 if pos.urgent else 20.0
    if name == "Gamma Slam":  # as much damage as the hero has taken
        if pos.damage >= GAMMA_DAMAGE:
            return 55.0 + pos.damage  # before the upgrades that would spend its cost
        return 35.0 + pos.damage if pos.damage >= 4 else -1.0
    if name == "Ground Stomp":
        return 36.0 if pos.minions else -1.0
    if name == "First Aid":
        return 20.0 if pos.damage >= 2 else -1.0
    if name == "Get Ready":
        return 20.0 if any(a.get("exhausted") for a in pos.allies) else -1.0
    if name == "Make the Call":
        return 15.0
    if name == "Wakanda Forever!":  # worth it once two of his upgrades are out
        steps = sum(1 for n in PANTHER_UPGRADES if n in pos.in_play_names)
        # or one whose last step is worth a card: Panther Claws (4 damage) for 1 resource;
        # five copies in the deck wait in hand otherwise
        strong = "Panther Claws" in pos.in_play_names
        ready = steps >= 2 or (steps > 0 and (strong or pos.villain_hp <= 4))
        return 34.0 + steps if ready else -1.0
    if name == "Legal Practice":  # a threat off per card discarded (alter ego)
        limit = _threat_discard_limit(pos)
        spare = sum(1 for n in pos.me["hand"] if n != name and _keep(n, pos) <= limit)
        most = _thwart_target_threat(pos)
        worth = min(spare, most) >= 2 or (pos.urgent and spare and most)
        if not worth:
            return -1.0
        # Urgent, before an upgrade or support: paying for one spends the cards it
        # would discard for threat.
        return 59.0 if pos.urgent else 55.0
    if name == "Split Personality":
        return _split_personality(card, pos)
    if name == "Ancestral Knowledge":
        return 6.0 if len(pos.me.get("discard", ())) >= 6 else -1.0
    if name == "Lead from the Front":
        return 3.0
    return -1.0  # interrupts wait for their moment


def _gamma_slam_ready(pos: Position) -> bool:
    """Jennifer Walters with Gamma Slam in hand, at least :data:`GAMMA_DAMAGE` damage and
    its cost at hand changes to She-Hulk before recovering: the recovery heals 5, Gamma
    Slam deals her damage to the villain, 2 more come from the change (Do You Even
    Lift?) and her basic attack follows. Hero-only, it is not legal in alter ego, so a
    turn that recovered first (and exhausted her) paid it for other cards: 33 copies
    paid, 1 played in 60 planner games. Not when the villain's next attacks could
    defeat her (:meth:`Position.hurt`)."""
    if pos.hero or "Gamma Slam" not in pos.me["hand"] or pos.damage < GAMMA_DAMAGE:
        return False
    if pos.hurt() or pos.me["identity_card"].get("exhausted"):
        return False
    card = _cards()["Gamma Slam"]
    return _budget(card, pos) >= (card.cost or 0)


def _threat_discard_limit(pos: Position) -> float:
    """The most a card may be worth to be discarded for a threat off a scheme (Legal
    Practice): a weak card only while the scheme is calm; with the main scheme urgent
    or a hazard or acceleration side scheme out, all but the strongest (She-Hulk kept
    One-Two Punch, discarded an Energy for a threat, and lost to the scheme)."""
    return LEGAL_KEEP_DANGER if pos.urgent or pos.nasty else LEGAL_KEEP


def _thwart_target_threat(pos: Position) -> int:
    """The threat on the scheme a thwart would go to (:func:`_scheme`): cards discarded
    past it remove nothing. With a crisis icon out no threat comes off the main
    scheme, so it is not offered (MC-CRISIS-01)."""
    threats = {} if pos.crisis else {enc.uid(int(pos.view["main_scheme"]["uid"])): pos.threat}
    for x in pos.view["side_schemes"]:
        threats[enc.uid(int(x["uid"]))] = int(x.get("threat", 0))
    return threats[_scheme(dict.fromkeys(threats, ""), pos)] if threats else 0


def _split_personality(card: Card, pos: Position) -> float:
    """She-Hulk changes to Jennifer Walters and draws up to 6, then changes back with the
    turn's own change of form (2 damage from Do You Even Lift?): played late in a hero
    turn, once the hand left after paying for it makes the draw at least
    ``SPLIT_DRAW`` cards (a resource card pays about 1.5 of its cost)."""
    if not pos.hero or not pos.can_flip:
        return -1.0  # stuck as Jennifer Walters for the rest of the turn otherwise
    printed = _cards()["Jennifer Walters"].stats.get("hand_size", 6)
    left = len(pos.me["hand"]) - 1 - round((card.cost or 0) / 1.5)
    return 8.0 if printed - left >= SPLIT_DRAW else -1.0


def _use_score(label: str, pos: Position) -> float:
    text = label.lower()
    if "generate" in text:
        return -1.0  # resource abilities only pay costs
    if "heal" in text and "peter parker" in text:
        return 55.0 if pos.damage >= 3 else -1.0
    if "heal 2 damage" in text:  # Med Team: a counter spent on less than 2 damage is lost
        return 40.0 if pos.damage >= 2 else -1.0
    if "remove 1 threat" in text or "remove 2 threat" in text:
        return 18.0 if pos.threat > 0 or pos.view["side_schemes"] else -1.0
    if "return hellcat to your hand" in text:
        return -1.0  # she costs 3 to play again: only the rollouts may find a use
    if "ready iron man" in text or "ready your hero" in text:
        return 20.0 if pos.me["identity_card"].get("exhausted") else -1.0
    if "take 1 damage: draw" in text:  # Focused Rage
        return 56.0 if not pos.hurt() else -1.0
    if "aerial until" in text:  # Rocket Boots: see _aerial_worth
        return _aerial_worth(pos)
    if "rechannel" in text:  # a spare energy card: 1 damage healed, the card drawn back
        return 3.5 if pos.damage > 0 and _spare_energy(pos) > 0 else -1.0
    if "discard a card to draw" in text:  # Alpha Flight Station draws 2 in alter ego
        return 5.0 if not pos.hero else -1.0
    if "draw" in text and "discard a card" not in text:
        return 58.0
    if "deal 2 damage per energy counter" in text:
        # Energy Channel: fire once it defeats the villain's stage or is near its cap.
        counters = _channel(pos)
        return 33.0 if counters >= 5 or 0 < 2 * counters >= pos.villain_hp else -1.0
    if "put x energy counters" in text:
        # Charged last, with the energy of cards the turn did not use.
        return 3.0 if _spare_energy(pos) > 0 and _channel(pos) < 5 else -1.0
    if "costs 1 less" in text:
        return 66.0
    if "+2 thw or atk" in text:
        return -1.0
    return 4.0


def _aerial_worth(pos: Position) -> float:
    """The score of using Rocket Boots (exhaust it, spend a mental resource: Aerial until
    the end of the phase). First of all when a Supersonic Punch can still be paid for
    after the mental resource (8 damage rather than 4); else when two ready Powered
    Gauntlets or a Mark V Helmet over several schemes gain 2 or more; else never."""
    if pos.aerial:
        return -1.0
    cards = _cards()
    hand = list(pos.me["hand"])

    def gives(name: str, kind: str) -> int:
        card = cards.get(name)
        return card.resources.get(kind, 0) if card else 0

    mental = [n for n in hand if n not in AERIAL_EVENTS and gives(n, "mental") + gives(n, "wild")]
    if not mental:
        return -1.0
    hand.remove(min(mental, key=lambda n: (_keep(n, pos), n)))
    for name in AERIAL_EVENTS & set(hand):
        rest = list(hand)
        rest.remove(name)
        paid = sum(sum(cards[n].resources.values()) for n in rest if n in cards)
        if paid >= (cards[name].cost or 0):
            return AERIAL_FIRST + 1.0
    ready = [u["name"] for u in pos.me["in_play"] if not u.get("exhausted")]
    gain = ready.count("Powered Gauntlets")
    if "Mark V Helmet" in ready:
        schemes = [x for x in pos.view["side_schemes"] if x.get("threat")]
        gain += len(schemes) if pos.threat else max(0, len(schemes) - 1)
    return 40.0 if gain >= 2 else -1.0


def _hand_growth(name: str, pos: Position) -> float:
    """What a Tech upgrade adds to Iron Man's hand size (a card more on every hero
    turn), when it is not a unique card already in play."""
    card = _cards().get(name)
    if pos.me.get("identity") not in TECH_HAND or card is None or "Tech" not in card.traits:
        return 0.0
    if card.type != "upgrade" or (card.unique and name in pos.in_play_names):
        return 0.0
    return TECH_GROWTH


def _channel(pos: Position) -> int:
    """Energy counters on Energy Channel."""
    return max(
        (int(u.get("counters", 0)) for u in pos.me["in_play"] if u["name"] == "Energy Channel"),
        default=0,
    )


def _spare_energy(pos: Position) -> int:
    """Energy the cards in hand worth at most ``SPARE_KEEP`` give: a card left in hand
    at the end of the turn blocks a fresh draw, so charging Energy Channel with it
    (2 damage per energy later) beats keeping it."""
    total = 0
    for name in pos.me["hand"]:
        card = _cards().get(name)
        if card is not None and _keep(name, pos) <= SPARE_KEEP:
            total += card.resources.get("energy", 0) + card.resources.get("wild", 0)
    return total


def _pay(view: View, options: dict[int, str], pos: Position) -> int:
    found = NUMBER.search(view["decision"]["prompt"])
    need = int(found.group(1)) if found else 1

    def cost(action: int) -> float:
        if enc.USE <= action < enc.ALLY_ATTACK:
            return -10.0  # a free resource ability (Web-Shooter, Peter Parker)
        if enc.HAND <= action < enc.UID:
            card = _hand_card(action)
            amount = sum(card.resources.values())
            return _keep(card.name, pos) + 1.5 * max(0, amount - need)
        return 5.0

    return min(options, key=lambda a: (cost(a), a))


def _card_name(label: str) -> str:
    """The card a label names, without the copy number ("Cosmic Flight (1)")."""
    return re.sub(r" \((?:\d+|not in play)\)$", "", label)


def _defend(view: View, options: dict[int, str], pos: Position) -> int:
    found = ATTACKER.search(view["decision"]["prompt"])
    name = found.group(1) if found else pos.villain.get("name", "")
    minion = next((m for m in pos.minions.values() if m["name"] == name), None)
    if minion is None:
        power = int(pos.villain.get("attack", 2)) + int(pos.villain.get("boost_cards", 0))
    else:
        power = int(minion.get("attack", 1))
    defense = int(pos.me.get("defense", 0))
    allies = [a for a in options if enc.UID <= a < enc.USE]
    cheapest = min(allies, key=lambda a: (_ally_value(a - enc.UID, pos), a)) if allies else 0
    # An ally blocks a big hit, or any hit when the hero is hurt or the ally has one
    # hit point left (its next action would defeat it anyway).
    if allies and (power >= ALLY_BLOCK or pos.hurt() or _ally_value(cheapest - enc.UID, pos) <= 1):
        return cheapest
    # Defending exhausts the hero for the next turn: only when the hit would hurt a lot.
    lethal = power >= pos.hp - 1
    if (
        enc.DEFEND in options
        and defense > 0
        and (lethal or (defense >= 3 and pos.hurt(HERO_BLOCK)))
    ):
        return enc.DEFEND
    if enc.PASS not in options:  # an ally must defend (Melter): the one worth least
        return cheapest
    return enc.PASS


def _ally_value(uid: int, pos: Position) -> float:
    for ally in pos.allies:
        if int(ally["uid"]) == uid:
            return _health(ally)
    return 0.0


def _enemy(options: dict[int, str], pos: Position) -> int:
    """The villain, unless a minion is within ``MINION_REACH`` hit points of defeat."""
    reach = MINION_REACH
    minions = [a for a in options if a - enc.UID in pos.minions]
    low = [a for a in minions if _minion_health(pos.minions[a - enc.UID]) <= reach]
    if low:
        return min(low, key=lambda a: (_minion_health(pos.minions[a - enc.UID]), a))
    villain = enc.uid(pos.villain_uid)
    # The villain when it is close to a stage change (or the win): the amount is not
    # shown here, and most damage events hit for 3 to 8.
    if villain in options and (pos.villain_hp <= VILLAIN_REACH or not minions):
        return villain
    if minions:
        return min(minions, key=lambda a: (_minion_health(pos.minions[a - enc.UID]), a))
    return min(
        options,
        key=lambda a: (
            _minion_health(pos.minions[a - enc.UID]) if a - enc.UID in pos.minions else 99,
            a,
        ),
    )


def _scheme(options: dict[int, str], pos: Position) -> int:
    main = enc.uid(int(pos.view["main_scheme"]["uid"]))
    if main in options and (pos.urgent or len(options) == 1):
        return main
    # A side scheme with an icon first (crisis, hazard, acceleration), the nearest to
    # defeat first among those.
    sides = {}
    for x in pos.view["side_schemes"]:
        st = pos.sides[int(x["uid"])]
        icons = st.get("scheme_crisis", 0) + st.get("scheme_hazard", 0)
        icons += st.get("scheme_acceleration", 0)
        sides[enc.uid(int(x["uid"]))] = (icons, -int(x.get("threat", 0)))
    best = [a for a in options if a in sides]
    if best:
        return max(best, key=lambda a: (sides[a], -a))
    return main if main in options else min(options)


def _weakest_encounter_card(options: dict[int, str]) -> int:
    """The minion a search brings out (Masters of Mayhem): the one with the least
    printed attack, scheme and hit points."""

    def threat(action: int) -> tuple[int, int]:
        card = _cards().get(_card_name(options[action]))
        stats = card.stats if card else {}
        total = stats.get("attack", 0) + stats.get("scheme", 0) + stats.get("health", 0)
        return total, action

    return min(options, key=threat)


def _pick_score(label: str, pos: Position) -> float:
    """A card named in "take X" / "shuffle X back" / "keep X" (Futurist); "done" is
    worth a plain resource."""
    for prefix in ("take ", "shuffle ", "keep "):
        if label.startswith(prefix):
            name = label.removeprefix(prefix).removesuffix(" back")
            return _keep(name, pos)
    return 1.5


def _text_score(label: str, pos: Position) -> float:
    """Value of a listed option, read from its words."""
    text = label.lower()
    amount = int(m.group(1)) if (m := NUMBER.search(text)) else 1
    score = 0.0
    if "draw" in text:
        score += 2.0 * amount
    if "remove" in text and "threat" in text:
        score += amount * (3.0 if pos.urgent else 1.0)
    if "take" in text and "damage" in text:
        score -= amount * (3.0 if pos.hurt() else 1.0)
    elif "deal" in text and "damage" in text:
        score += amount
    if "place" in text and "threat" in text:
        score -= amount * (3.0 if pos.urgent else 1.5)
    if "discard" in text:
        score -= 2.0
    if "flip to alter-ego" in text:
        score += 1.0 if pos.hurt() else -1.0
    return score


def _cancel_worth(prompt: str, pos: Position) -> bool:
    """Whether Get Behind Me! (cancel a treachery's When Revealed effects; the villain
    attacks you instead) is worth its card on the treachery the window names ("Gang-Up
    is revealed"): not when those effects on a hero are that very attack (Assault;
    Gang-Up with no minion engaged), where it only spends a card and a resource. The
    rollouts played it on every treachery, and a copy with two Gang-Ups left Black
    Panther with one card and 1 hit point."""
    found = REVEALED.match(prompt)
    card = _cards().get(found.group(1)) if found else None
    if card is None or card.type != "treachery":
        return True
    text = card.text.split("When Revealed (Hero):")[-1]
    only = VILLAIN_ATTACK_ONLY.fullmatch(text.strip())
    return only is None or bool(only.group(1) and pos.mine)


def _interrupt(view: View, options: dict[int, str], pos: Position) -> int:
    prompt = view["decision"]["prompt"]
    hit = DAMAGE_TO.search(prompt)
    amount = int(hit.group(1)) if hit else 0
    best, best_score = enc.PASS, 0.0
    for action, label in options.items():
        text = label.lower()
        score = -1.0
        if enc.USE <= action < enc.ALLY_ATTACK:
            score = 5.0
            if "prevent" in text:
                score = 5.0 if amount >= 2 else -1.0
        elif enc.HAND <= action < enc.UID:
            name = _hand_card(action).name
            if name == "Get Behind Me!":
                score = 2.0 if _cancel_worth(prompt, pos) else -1.0
            elif name == "Backflip":
                score = 6.0 if amount >= 2 else -1.0
            elif name == "Great Responsibility":
                score = 3.0 if pos.urgent and pos.hp > 6 else -1.0
            elif name in ("Emergency", "Enhanced Spider-Sense"):
                score = 4.0
            elif name == "One-Two Punch":  # readies her: wasted on a ready She-Hulk
                score = 2.0 if pos.me["identity_card"].get("exhausted") else -1.0
            else:
                score = 2.0
        if score > best_score:
            best, best_score = action, score
    return best


def _drone_or_threat(options: dict[int, str], pos: Position) -> int:
    """Ultron's "place N threat on the main scheme, or put the top card of your deck
    into play as a Drone minion" (Ultron I, Assault on NORAD) and Android Efficiency's
    boost ("spend a resource, or a Drone"). A Drone has a hit point or two and falls to
    any attack, an ally's too, and its card comes back through the discard pile; the
    threat comes off only by thwarting, or never (Countdown to Oblivion), and brings
    the next, harder, stage closer. So the Drone, unless the threat leaves the scheme
    short of urgent (:data:`URGENT_ROOM`) and can be thwarted."""
    drone = next((a for a, label in options.items() if "drone" in label.lower()), None)
    if drone is None or len(options) != 2:
        return min(options)
    other = next(a for a in options if a != drone)
    text = options[other].lower()
    if "threat" not in text:  # a resource: a card from hand, against a 1-hit-point minion
        return drone
    amount = int(found.group(1)) if (found := NUMBER.search(text)) else 1
    urgent_after = pos.threat + amount + pos.gain + URGENT_ROOM >= pos.target
    return drone if pos.locked or urgent_after else other


def greedy_policy(view: View, legal: list[int]) -> int:
    """The heuristic's choice among ``legal`` for the seat whose view this is."""
    decision = view["decision"]
    kind = decision["kind"]
    options = {int(a): str(label) for a, label in decision["options"] if int(a) in legal}
    if not options:
        return legal[0]
    if len(options) == 1:
        return next(iter(options))
    pos = Position(view)
    if kind == "turn":
        pos.can_flip = enc.FORM in options
        return max(options, key=lambda a: (_turn_score(a, options[a], pos), -a))
    if kind == "pay":
        return _pay(view, options, pos)
    if kind in ("discard-down", "discard", "mulligan"):
        hand = {a: _keep(_hand_card(a).name, pos) for a in options if enc.HAND <= a < enc.UID}
        if not hand:
            return min(options)
        worst = min(hand, key=lambda a: (hand[a], a))
        # Optional discards (mulligan, discarding down) only throw away dead or weak cards;
        # Legal Practice ("N discarded, 5 at most") takes a threat off per card, as long
        # as a scheme has threat for it.
        limit = MULLIGAN_BELOW if kind == "mulligan" else DISCARD_BELOW
        if "at most" in decision["prompt"]:
            found = NUMBER.search(decision["prompt"])
            done = int(found.group(1)) if found else 0
            most = _thwart_target_threat(pos)
            limit = _threat_discard_limit(pos) if done < most else -1.0
        if enc.PASS in options and (
            hand[worst] > limit or (kind == "mulligan" and hand[worst] <= 1)
        ):
            return enc.PASS
        return worst
    if kind == "defend":
        return _defend(view, options, pos)
    if kind in ("interrupt", "response"):
        return _interrupt(view, options, pos)
    if kind == "help":
        return enc.PASS if enc.PASS in options else min(options)
    if kind in ("choose-enemy-attack", "choose-enemy"):
        return _enemy(options, pos)
    if kind == "choose-scheme":
        return _scheme(options, pos)
    if kind == "search-encounter":  # an encounter card the players must bring out
        return _weakest_encounter_card(options)
    if kind == "wakanda-forever":  # the order of the steps
        return min(options, key=lambda a: (panther.step_order(options[a], pos), a))
    if kind in ("search-deck", "ancestral-knowledge", "futurist"):  # the card worth most
        return max(options, key=lambda a: (_pick_score(options[a], pos), -a))
    if kind in ("choose-option", "obligation", "obligation-flip", "ritual-combat"):
        return max(options, key=lambda a: (_text_score(options[a], pos), -a))
    if kind == "choose-x":  # Energy Channel: the spare energy, up to its cap
        spare = min(_spare_energy(pos), 5 - _channel(pos))
        fits = [a for a in options if a - enc.OPTION + 1 <= spare]
        return max(fits) if fits else min(options)
    if kind in ("choose-player", "give-to", "first-player"):
        mine = enc.seat(pos.seat)
        return mine if mine in options else min(options)
    if kind in ("drone-or-threat", "drone-or-spend"):
        return _drone_or_threat(options, pos)
    if kind == "attach-to":
        villain = enc.uid(pos.villain_uid)
        return villain if villain in options else min(options)
    if kind == "make-the-call":
        return max(options, key=lambda a: ((_cards()[_card_name(options[a])].cost or 0), -a))
    if kind == "discard-card" and all(_card_name(x) in PANTHER_UPGRADES for x in options.values()):
        return panther.upgrade_to_discard({a: _card_name(x) for a, x in options.items()})
    if kind == "discard-card":
        return min(options, key=lambda a: ((_cards()[_card_name(options[a])].cost or 0), a))
    if kind == "choose-damaged-character":
        me = enc.uid(int(pos.me["identity_card"]["uid"]))
        return me if me in options else min(options)
    return min(options)
