#!/usr/bin/env python3
"""Seeds for the wire fuzz target: packets of the Ethernet (link type 1) fixtures with selector byte 0
(Ethernet frame); IPv4/IPv6 link types (228, 229, 101, 12) with selector 1 (bare IP packet)."""
from fixture_seeds import write_seeds

SELECTORS = {1: 0, 228: 1, 229: 1, 101: 1, 12: 1}

write_seeds("seeds-wire", SELECTORS.get)
