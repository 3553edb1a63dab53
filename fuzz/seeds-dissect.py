#!/usr/bin/env python3
"""Seeds for the dissect fuzz target: every fixture packet, prefixed with the selector byte that makes
the target use the packet's link type (unknown link types use the target's "unknown" slot)."""
from fixture_seeds import write_seeds

# Must match the order of `linkTypes` in fuzz/targets/dissect.swift.
LINK_TYPES = [1, 0, 108, 101, 12, 113, 276, 228, 229, 147]

write_seeds("seeds-dissect", lambda link: LINK_TYPES.index(link if link in LINK_TYPES else 147))
