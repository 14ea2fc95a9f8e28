"""hippocampus: file-based long-term memory for AI agents.

The package lives in ``scripts/`` so every entry script (``python scripts/recall.py``)
imports it by bare name with no install step.
"""

__version__ = "0.1.0"
