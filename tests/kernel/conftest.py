import pytest

from rulebound.kernel.game import game_ids


@pytest.fixture(autouse=True, scope="session")
def _pig_is_installed() -> None:
    # The kernel tests' dice game is a plugin package of its own, found by entry point.
    assert "pig-test" in game_ids(), (
        "the test plugin is not installed: pip install -e tests/plugins/rulebound-pig"
    )
