// Text tables of the 802.11 printer, as tcpdump 4.99.3 prints them: status and reason codes (taken
// from the installed tcpdump's output for every code, Fixtures/generate/wifi.py has the frames) and
// the HT rate of every MCS index.

enum IEEE80211Tables {
    /// Status code text, or nil past the table (tcpdump prints `n/a`).
    static func status(_ code: UInt16) -> StaticString? {
        switch code {
        case 0: "Successful"
        case 1: "Unspecified failure"
        case 2: "TDLS wakeup schedule rejected but alternative schedule provided"
        case 3: "TDLS wakeup schedule rejected"
        case 4: "Reserved"
        case 5: "Security disabled"
        case 6: "Unacceptable lifetime"
        case 7: "Not in same BSS"
        case 8: "Reserved"
        case 9: "Reserved"
        case 10: "Cannot Support all requested capabilities in the Capability Information field"
        case 11: "Reassociation denied due to inability to confirm that association exists"
        case 12: "Association denied due to reason outside the scope of this standard"
        case 13: "Responding STA does not support the specified authentication algorithm"
        case 14: "Received an Authentication frame with authentication transaction sequence number out of expected sequence"
        case 15: "Authentication rejected because of challenge failure"
        case 16: "Authentication rejected due to timeout waiting for next frame in sequence"
        case 17: "Association denied because AP is unable to handle additional associated STAs"
        case 18: "Association denied due to requesting STA not supporting all of the data rates in the BSSBasicRateSet parameter, the Basic HT-MCS Set field of the HT Operation parameter, or the Basic VHT-MCS and NSS Set field in the VHT Operation parameter"
        case 19: "Association denied due to requesting STA not supporting the short preamble option"
        case 20: "Reserved"
        case 21: "Reserved"
        case 22: "Association request rejected because Spectrum Management capability is required"
        case 23: "Association request rejected because the information in the Power Capability element is unacceptable"
        case 24: "Association request rejected because the information in the Supported Channels element is unacceptable"
        case 25: "Association denied due to requesting STA not supporting the Short Slot Time option"
        case 26: "Reserved"
        case 27: "Association denied because the requested STA does not support HT features"
        case 28: "R0KH unreachable"
        case 29: "Association denied because the requesting STA does not support the phased coexistence operation (PCO) transition time required by the AP"
        case 30: "Association request rejected temporarily; try again later"
        case 31: "Robust management frame policy violation"
        case 32: "Unspecified, QoS-related failure"
        case 33: "Association denied because QoS AP or PCP has insufficient bandwidth to handle another QoS STA"
        case 34: "Association denied due to excessive frame loss rates and/or poor conditions on current operating channel"
        case 35: "Association (with QoS BSS) denied because the requesting STA does not support the QoS facility"
        case 36: "Reserved"
        case 37: "The request has been declined"
        case 38: "The request has not been successful as one or more parameters have invalid values"
        case 39: "The allocation or TS has not been created because the request cannot be honored; however, a suggested TSPEC/DMG TSPEC is provided so that the initiating STA can attempt to set another allocation or TS with the suggested changes to the TSPEC/DMG TSPEC"
        case 40: "Invalid element, i.e., an element defined in this standard for which the content does not meet the specifications in Clause 9"
        case 41: "Invalid group cipher"
        case 42: "Invalid pairwise cipher"
        case 43: "Invalid AKMP"
        case 44: "Unsupported RSNE version"
        case 45: "Invalid RSNE capabilities"
        case 46: "Cipher suite rejected because of security policy"
        case 47: "The TS or allocation has not been created; however, the HC or PCP might be capable of creating a TS or allocation, in response to a request, after the time indicated in the TS Delay element"
        case 48: "Direct Link is not allowed in the BSS by policy"
        case 49: "The Destination STA is not present within this BSS"
        case 50: "The Destination STA is not a QoS STA"
        case 51: "Association denied because the listen interval is too large"
        case 52: "Invalid FT Action frame count"
        case 53: "Invalid pairwise master key identifier (PMKID)"
        case 54: "Invalid MDE"
        case 55: "Invalid FTE"
        case 56: "Requested TCLAS processing is not supported by the AP or PCP"
        case 57: "The AP or PCP has insufficient TCLAS processing resources to satisfy the request"
        case 58: "The TS has not been created because the request cannot be honored; however, the HC or PCP suggests that the STA transition to a different BSS to set up the TS"
        case 59: "GAS Advertisement Protocol not supported"
        case 60: "No outstanding GAS request"
        case 61: "GAS Response not received from the Advertisement Server"
        case 62: "STA timed out waiting for GAS Query Response"
        case 63: "LARGE GAS Response is larger than query response length limit"
        case 64: "Request refused because home network does not support request"
        case 65: "Advertisement Server in the network is not currently reachable"
        case 66: "Reserved"
        case 67: "Request refused due to permissions received via SSPN interface"
        case 68: "Request refused because the AP or PCP does not support unauthenticated access"
        case 69: "Reserved"
        case 70: "Reserved"
        case 71: "Reserved"
        case 72: "Invalid contents of RSNE"
        case 73: "U-APSD coexistence is not supported"
        case 74: "Requested U-APSD coexistence mode is not supported"
        case 75: "Requested Interval/Duration value cannot be supported with U-APSD coexistence"
        case 76: "Authentication is rejected because an Anti-Clogging Token is required"
        case 77: "Authentication is rejected because the offered finite cyclic group is not supported"
        case 78: "The TBTT adjustment request has not been successful because the STA could not find an alternative TBTT"
        case 79: "Transmission failure"
        case 80: "Requested TCLAS Not Supported"
        case 81: "TCLAS Resources Exhausted"
        case 82: "Rejected with Suggested BSS transition"
        case 83: "Reject with recommended schedule"
        case 84: "Reject because no wakeup schedule specified"
        case 85: "Success, the destination STA is in power save mode"
        case 86: "FST pending, in process of admitting FST session"
        case 87: "Performing FST now"
        case 88: "FST pending, gap(s) in block ack window"
        case 89: "Reject because of U-PID setting"
        case 90: "Reserved"
        case 91: "Reserved"
        case 92: "(Re)Association refused for some external reason"
        case 93: "(Re)Association refused because of memory limits at the AP"
        case 94: "(Re)Association refused because emergency services are not supported at the AP"
        case 95: "GAS query response not yet received"
        case 96: "Reject since the request is for transition to a frequency band subject to DSE procedures and FST Initiator is a dependent STA"
        case 97: "Requested TCLAS processing has been terminated by the AP"
        case 98: "The TS schedule conflicts with an existing schedule; an alternative schedule is provided"
        case 99: "The association has been denied; however, one or more Multi-band elements are included that can be used by the receiving STA to join the BSS"
        case 100: "The request failed due to a reservation conflict"
        case 101: "The request failed due to exceeded MAF limit"
        case 102: "The request failed due to exceeded MCCA track limit"
        case 103: "Association denied because the information in theSpectrum Management field is unacceptable"
        case 104: "Association denied because the requesting STA does not support VHT features"
        case 105: "Enablement denied"
        case 106: "Enablement denied due to restriction from an authorized GDB"
        case 107: "Authorization deenabled"
        default: nil
        }
    }

    /// Reason code text, or nil past the table (tcpdump prints `Reserved`).
    static func reason(_ code: UInt16) -> StaticString? {
        switch code {
        case 0: "Reserved"
        case 1: "Unspecified reason"
        case 2: "Previous authentication no longer valid"
        case 3: "Deauthenticated because sending STA is leaving (or has left) IBSS or ESS"
        case 4: "Disassociated due to inactivity"
        case 5: "Disassociated because AP is unable to handle all currently  associated STAs"
        case 6: "Class 2 frame received from nonauthenticated STA"
        case 7: "Class 3 frame received from nonassociated STA"
        case 8: "Disassociated because sending STA is leaving (or has left) BSS"
        case 9: "STA requesting (re)association is not authenticated with responding STA"
        case 10: "Disassociated because the information in the Power Capability element is unacceptable"
        case 11: "Disassociated because the information in the Supported Channels element is unacceptable"
        case 12: "Disassociated due to BSS transition management"
        case 13: "Invalid element, i.e., an element defined in this standard for which the content does not meet the specifications in Clause 9"
        case 14: "Message integrity code (MIC) failure"
        case 15: "4-Way Handshake timeout"
        case 16: "Group key handshake timeout"
        case 17: "Information element in 4-Way Handshake different from (Re)AssociationRequest/Probe Response/Beacon frame"
        case 18: "Invalid group cipher"
        case 19: "Invalid pairwise cipher"
        case 20: "Invalid AKMP"
        case 21: "Unsupported RSNE version"
        case 22: "Invalid RSNE capabilities"
        case 23: "IEEE 802.1X authentication failed"
        case 24: "Cipher suite rejected because of the security policy"
        case 25: "TDLS direct-link teardown due to TDLS peer STA unreachable via the TDLS direct link"
        case 26: "TDLS direct-link teardown for unspecified reason"
        case 27: "Disassociated because session terminated by SSP request"
        case 28: "Disassociated because of lack of SSP roaming agreement"
        case 29: "Requested service rejected because of SSP cipher suite or AKM requirement"
        case 30: "Requested service not authorized in this location"
        case 31: "TS deleted because QoS AP lacks sufficient bandwidth for this QoS STA due to a change in BSS service characteristics or operational mode (e.g. an HT BSS change from 40 MHz channel to 20 MHz channel)"
        case 32: "Disassociated for unspecified, QoS-related reason"
        case 33: "Disassociated because QoS AP lacks sufficient bandwidth for this QoS STA"
        case 34: "Disassociated because of excessive number of frames that need to be acknowledged, but are not acknowledged due to AP transmissions and/or poor channel conditions"
        case 35: "Disassociated because STA is transmitting outside the limits of its TXOPs"
        case 36: "Requested from peer STA as the STA is leaving the BSS (or resetting)"
        case 37: "Requested from peer STA as it does not want to use the mechanism"
        case 38: "Requested from peer STA as the STA received frames using the mechanism for which a set up is required"
        case 39: "Requested from peer STA due to time out"
        case 40: "Reserved"
        case 41: "Reserved"
        case 42: "Reserved"
        case 43: "Reserved"
        case 44: "Reserved"
        case 45: "Peer STA does not support the requested cipher suite"
        case 46: "In a DLS Teardown frame: The teardown was initiated by the DLS peer. In a Disassociation frame: Disassociated because authorized access limit reached"
        case 47: "In a DLS Teardown frame: The teardown was initiated by the AP. In a Disassociation frame: Disassociated due to external service requirements"
        case 48: "Invalid FT Action frame count"
        case 49: "Invalid pairwise master key identifier (PMKID)"
        case 50: "Invalid MDE"
        case 51: "Invalid FTE"
        case 52: "Mesh peering canceled for unknown reasons"
        case 53: "The mesh STA has reached the supported maximum number of peer mesh STAs"
        case 54: "The received information violates the Mesh Configuration policy configured in the mesh STA profile"
        case 55: "The mesh STA has received a Mesh Peering Close frame requesting to close the mesh peering"
        case 56: "The mesh STA has resent dot11MeshMaxRetries Mesh Peering Open frames, without receiving a Mesh Peering Confirm frame"
        case 57: "The confirmTimer for the mesh peering instance times out"
        case 58: "The mesh STA fails to unwrap the GTK or the values in the wrapped contents do not match"
        case 59: "The mesh STA receives inconsistent information about the mesh parameters between mesh peering Management frames"
        case 60: "The mesh STA fails the authenticated mesh peering exchange because due to failure in selecting either the pairwise ciphersuite or group ciphersuite"
        case 61: "The mesh STA does not have proxy information for this external destination"
        case 62: "The mesh STA does not have forwarding information for this destination"
        case 63: "The mesh STA determines that the link to the next hop of an active path in its forwarding information is no longer usable"
        case 64: "The Deauthentication frame was sent because the MAC address of the STA already exists in the mesh BSS"
        case 65: "The mesh STA performs channel switch to meet regulatory requirements"
        case 66: "The mesh STA performs channel switching with unspecified reason"
        default: nil
        }
    }

    /// HT data rates by MCS index 0-76 in tenths of Mb/s: 20 MHz long GI, 20 MHz short GI, 40 MHz
    /// long GI, 40 MHz short GI (0: no rate, tcpdump then prints only the index).
    static let htRates: [(UInt16, UInt16, UInt16, UInt16)] = [
        (65, 72, 135, 150),
        (130, 144, 270, 300),
        (195, 217, 405, 450),
        (260, 289, 540, 600),
        (390, 433, 810, 900),
        (520, 578, 1080, 1200),
        (585, 650, 1215, 1350),
        (650, 722, 1350, 1500),
        (130, 144, 270, 300),
        (260, 289, 540, 600),
        (390, 433, 810, 900),
        (520, 578, 1080, 1200),
        (780, 867, 1620, 1800),
        (1040, 1156, 2160, 2400),
        (1170, 1300, 2430, 2700),
        (1300, 1444, 2700, 3000),
        (195, 217, 405, 450),
        (390, 433, 810, 900),
        (585, 650, 1215, 1350),
        (780, 867, 1620, 1800),
        (1170, 1300, 2430, 2700),
        (1560, 1733, 3240, 3600),
        (1755, 1950, 3645, 4050),
        (1950, 2167, 4050, 4500),
        (260, 289, 540, 600),
        (520, 578, 1080, 1200),
        (780, 867, 1620, 1800),
        (1040, 1156, 2160, 2400),
        (1560, 1733, 3240, 3600),
        (2080, 2311, 4320, 4800),
        (2340, 2600, 4860, 5400),
        (2600, 2889, 5400, 6000),
        (0, 0, 60, 67),
        (390, 433, 810, 900),
        (520, 578, 1080, 1200),
        (650, 722, 1350, 1500),
        (585, 650, 1215, 1350),
        (780, 867, 1620, 1800),
        (975, 1083, 2025, 2250),
        (520, 578, 1080, 1200),
        (650, 722, 1350, 1500),
        (650, 722, 1350, 1500),
        (780, 867, 1620, 1800),
        (910, 1011, 1890, 2100),
        (910, 1011, 1890, 2100),
        (1040, 1156, 2160, 2400),
        (780, 867, 1620, 1800),
        (975, 1083, 2025, 2250),
        (975, 1083, 2025, 2250),
        (1170, 1300, 2430, 2700),
        (1365, 1517, 2835, 3150),
        (1365, 1517, 2835, 3150),
        (1560, 1733, 3240, 3600),
        (650, 722, 1350, 1500),
        (780, 867, 1620, 1800),
        (910, 1011, 1890, 2100),
        (780, 867, 1620, 1800),
        (910, 1011, 1890, 2100),
        (1040, 1156, 2160, 2400),
        (1170, 1300, 2430, 2700),
        (1040, 1156, 2160, 2400),
        (1170, 1300, 2430, 2700),
        (1300, 1444, 2700, 3000),
        (1300, 1444, 2700, 3000),
        (1430, 1589, 2970, 3300),
        (975, 1083, 2025, 2250),
        (1170, 1300, 2430, 2700),
        (1365, 1517, 2835, 3150),
        (1170, 1300, 2430, 2700),
        (1365, 1517, 2835, 3150),
        (1560, 1733, 3240, 3600),
        (1755, 1950, 3645, 4050),
        (1560, 1733, 3240, 3600),
        (1755, 1950, 3645, 4050),
        (1950, 2167, 4050, 4500),
        (1950, 2167, 4050, 4500),
        (2145, 2383, 4455, 4950),
    ]
}
