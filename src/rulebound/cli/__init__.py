"""The ``rulebound`` command line (Typer + Rich): see :mod:`rulebound.cli.main`."""
