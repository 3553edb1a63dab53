#!/usr/bin/env python3
"""Expands an nmap-format XML report (nmap's or swiftnet's -oX) into one "PORT STATE" line per port,
listed ports and the port lists of extraports/extrareasons alike, sorted by port. Used by
bench/scan.sh and the scan live tests to compare every port's state."""
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
states = {}
for ports in root.iter('ports'):
    for port in ports.findall('port'):
        states[int(port.get('portid'))] = port.find('state').get('state')
    for extra in ports.findall('extraports'):
        for reason in extra.findall('extrareasons'):
            for part in reason.get('ports').split(','):
                first, _, last = part.partition('-')
                for number in range(int(first), int(last or first) + 1):
                    states[number] = extra.get('state')
for number in sorted(states):
    print(number, states[number])
