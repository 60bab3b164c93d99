"""MC-ACTIVATION-09 (German edition): an activation initiated while another is resolving
resolves after it, the abilities the first one triggered included; several wait in the
order the first player chooses."""

from __future__ import annotations

from mc_helpers import (
    ADVANCE,
    BREAKIN,
    DEFAULTS,
    GANG_UP,
    GENIUS,
    HYDRA_MERCENARY,
    SHOCKER,
    STRENGTH,
    act,
    kind,
    mark,
    rules,
)
from mc_helpers import threat as main_threat

from rulebound.games.marvel_champions.position import (
    Position,
    Side,
    build_position,
    engage_minion,
    start_activation,
    start_reveal,
)
from rulebound.games.marvel_champions.state import McState

BLACK_WIDOW, COUNTER_PUNCH = "01075", "01077"


def resolve(s: McState, answers: dict[str, str]) -> list[str]:
    """Answer every decision up to the next turn (``answers`` by kind, else the
    defaults); the kinds of the decisions met."""
    seen = []
    while kind(s) != "turn" and not s.is_terminal():
        k = kind(s)
        seen.append(k)
        act(s, k, answers.get(k, DEFAULTS.get(k, "")))
    return seen


@rules("MC-ACTIVATION-09")
def test_the_villain_schemes_only_after_his_attack_and_its_responses_end() -> None:
    """The chain of docs/marvel-champions-rules-not-reached.md: Black Panther defends
    against Rhino I and his Retaliate defeats Rhino; Rhino II's When Revealed reveals
    Breakin' & Takin', Black Widow cancels it and reveals Advance, "the villain
    schemes". That scheme waits until the attack has ended: Counter-Punch, a response
    after the hero defended, is offered while the main scheme still has its threat,
    and the scheme (1 threat) follows. (The search shuffles the encounter deck: every
    card left in it is an Advance; Hydra Mercenary is Rhino's boost card.)"""
    s = build_position(
        Position(
            players=[
                Side(
                    "black-panther",
                    form="hero",
                    play=[BLACK_WIDOW],
                    hand=[GENIUS, COUNTER_PUNCH, STRENGTH],
                )
            ],
            encounter_deck=[HYDRA_MERCENARY, BREAKIN, ADVANCE, ADVANCE, ADVANCE],
            villain_damage=13,
            main_threat=0,
        )
    )
    start_activation(s, 0, "attack")
    act(s, "defend", "defend with your hero")
    act(s, "interrupt", "Black Widow")
    act(s, "pay", "Genius")
    while kind(s) != "response":
        act(s, kind(s), DEFAULTS[kind(s)])
    assert "Counter-Punch" in " ".join(s.labels().values())
    assert main_threat(s) == 0  # Rhino has not schemed yet
    # Black Widow's ability and the reveal of Advance are over: only Advance's own
    # ability waits with the scheme it initiated.
    assert s.view(0)["encounter_discard"].count("Advance") == 1
    assert "activation-order" not in resolve(s, {})  # one activation waited: no choice
    assert main_threat(s) == 1
    texts = [e.text for e in s.events or ()]
    assert "Rhino's scheme waits until Rhino's attack ends." in texts


@rules("MC-ACTIVATION-09")
def test_the_first_player_orders_the_activations_that_waited() -> None:
    """Two activations are initiated during Rhino's attack (the villain schemes, a
    stunned Shocker attacks): both wait without beginning (Shocker keeps his stun), and
    when the attack ends the first player picks which goes first. Shocker's, chosen,
    begins then: his stun replaces the attack; the scheme follows."""
    s = build_position(
        Position(players=[Side(form="hero")], encounter_deck=[ADVANCE] * 8, main_threat=0)
    )
    shocker = engage_minion(s, SHOCKER)
    mark(s, shocker, stunned=1)
    start_activation(s, 0, "attack")
    assert kind(s) in ("interrupt", "defend")
    prompt = s.decision().prompt
    start_activation(s, 0, "scheme")
    start_activation(s, 0, "attack", enemy=shocker)
    assert s.decision().prompt == prompt  # neither began: no window of theirs opened
    attackers: list[str] = []
    while kind(s) != "activation-order":
        if kind(s) == "defend":
            attackers.append(s.decision().prompt.split(" attacks")[0])
        act(s, kind(s), DEFAULTS[kind(s)])
    assert attackers == ["Rhino"] and main_threat(s) == 0
    assert s.units[shocker].stunned
    assert sorted(s.labels().values()) == ["Rhino schemes", "Shocker attacks"]
    seen = len(s.events or ())
    act(s, "activation-order", "Shocker attacks")
    assert "defend" not in resolve(s, {})  # the stun replaced Shocker's attack
    texts = [e.text for e in (s.events or ())[seen:]]
    stun = next(i for i, x in enumerate(texts) if x.startswith("Shocker is stunned"))
    scheme = next(i for i, x in enumerate(texts) if "threat is placed on" in x)
    assert stun < scheme and not s.units[shocker].stunned and main_threat(s) == 1


@rules("MC-ACTIVATION-09", "MC-ACTIVATION-08")
def test_an_ability_that_initiates_an_activation_waits_with_it() -> None:
    """Gang-Up is revealed during Rhino's attack: its "the villain attacks you, then each
    minion engaged with you" waits as a whole (one activation to order, not two) beside
    Shocker's attack; chosen first, it runs Rhino then Shocker, and then Shocker's own."""
    s = build_position(
        Position(players=[Side(form="hero")], encounter_deck=[ADVANCE] * 8, main_threat=0)
    )
    shocker = engage_minion(s, SHOCKER)
    start_activation(s, 0, "attack")
    start_reveal(s, GANG_UP)
    start_activation(s, 0, "attack", enemy=shocker)
    attackers = []
    while kind(s) != "activation-order":
        act(s, kind(s), DEFAULTS[kind(s)])
    assert sorted(s.labels().values()) == ["Rhino attacks", "Shocker attacks"]
    act(s, "activation-order", "Rhino attacks")
    while kind(s) != "turn":
        assert kind(s) != "activation-order"
        if kind(s) == "defend":
            attackers.append(s.decision().prompt.split(" attacks")[0])
        act(s, kind(s), DEFAULTS[kind(s)])
    assert attackers == ["Rhino", "Shocker", "Shocker"]


@rules("MC-ACTIVATION-09")
def test_an_activation_started_by_an_ability_is_the_one_the_next_waits_for() -> None:
    """Gang-Up revealed on its own: Rhino attacks, then Shocker. A scheme initiated during
    Rhino's attack waits for that attack only: it comes before Gang-Up's Shocker."""
    s = build_position(
        Position(players=[Side(form="hero")], encounter_deck=[ADVANCE] * 8, main_threat=0)
    )
    engage_minion(s, SHOCKER)
    start_reveal(s, GANG_UP)
    assert "Rhino" in s.decision().prompt
    start_activation(s, 0, "scheme")
    threat_when_attacked = {}
    while kind(s) != "turn":
        if kind(s) == "defend":
            threat_when_attacked[s.decision().prompt.split(" attacks")[0]] = main_threat(s)
        act(s, kind(s), DEFAULTS[kind(s)])
    assert threat_when_attacked == {"Rhino": 0, "Shocker": 1}
