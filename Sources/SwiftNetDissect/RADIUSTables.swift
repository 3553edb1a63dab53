// The names tcpdump 4.99's print-radius.c prints: attribute types (1-129), the values of the
// attributes with standard values, vendors (its smi_values, as the installed tcpdump names them),
// codes and error causes. Each returns nil where tcpdump's table has nothing.

/// How tcpdump prints an attribute's value (its attr_type[].print_func).
enum RADIUSValueKind {
    case string, number, address, address6, prefix6, vendor, time, strange
    case featureVector, homeLinkPrefix, operatorName, locationInformation, locationData, locationPolicyRules
}

enum RADIUSNames {
    static func code(_ code: UInt8) -> StaticString? {
        switch code {
        case 1: "Access-Request"
        case 2: "Access-Accept"
        case 3: "Access-Reject"
        case 4: "Accounting-Request"
        case 5: "Accounting-Response"
        case 11: "Access-Challenge"
        case 12: "Status-Server"
        case 13: "Status-Client"
        case 40: "Disconnect-Request"
        case 41: "Disconnect-ACK"
        case 42: "Disconnect-NAK"
        case 43: "CoA-Request"
        case 44: "CoA-ACK"
        case 45: "CoA-NAK"
        case 255: "Reserved"
        default: nil
        }
    }

    /// attr_type[].name for 1-129 (tcpdump prints `Unknown` for 0 and above 129).
    static func attribute(_ type: UInt8) -> StaticString? {
        switch type {
        case 1: "User-Name"
        case 2: "User-Password"
        case 3: "CHAP-Password"
        case 4: "NAS-IP-Address"
        case 5: "NAS-Port"
        case 6: "Service-Type"
        case 7: "Framed-Protocol"
        case 8: "Framed-IP-Address"
        case 9: "Framed-IP-Netmask"
        case 10: "Framed-Routing"
        case 11: "Filter-Id"
        case 12: "Framed-MTU"
        case 13: "Framed-Compression"
        case 14: "Login-IP-Host"
        case 15: "Login-Service"
        case 16: "Login-TCP-Port"
        case 17: "Unassigned"
        case 18: "Reply-Message"
        case 19: "Callback-Number"
        case 20: "Callback-Id"
        case 21: "Unassigned"
        case 22: "Framed-Route"
        case 23: "Framed-IPX-Network"
        case 24: "State"
        case 25: "Class"
        case 26: "Vendor-Specific"
        case 27: "Session-Timeout"
        case 28: "Idle-Timeout"
        case 29: "Termination-Action"
        case 30: "Called-Station-Id"
        case 31: "Calling-Station-Id"
        case 32: "NAS-Identifier"
        case 33: "Proxy-State"
        case 34: "Login-LAT-Service"
        case 35: "Login-LAT-Node"
        case 36: "Login-LAT-Group"
        case 37: "Framed-AppleTalk-Link"
        case 38: "Framed-AppleTalk-Network"
        case 39: "Framed-AppleTalk-Zone"
        case 40: "Acct-Status-Type"
        case 41: "Acct-Delay-Time"
        case 42: "Acct-Input-Octets"
        case 43: "Acct-Output-Octets"
        case 44: "Acct-Session-Id"
        case 45: "Acct-Authentic"
        case 46: "Acct-Session-Time"
        case 47: "Acct-Input-Packets"
        case 48: "Acct-Output-Packets"
        case 49: "Acct-Terminate-Cause"
        case 50: "Acct-Multi-Session-Id"
        case 51: "Acct-Link-Count"
        case 52: "Acct-Input-Gigawords"
        case 53: "Acct-Output-Gigawords"
        case 54: "Unassigned"
        case 55: "Event-Timestamp"
        case 56: "Egress-VLANID"
        case 57: "Ingress-Filters"
        case 58: "Egress-VLAN-Name"
        case 59: "User-Priority-Table"
        case 60: "CHAP-Challenge"
        case 61: "NAS-Port-Type"
        case 62: "Port-Limit"
        case 63: "Login-LAT-Port"
        case 64: "Tunnel-Type"
        case 65: "Tunnel-Medium-Type"
        case 66: "Tunnel-Client-Endpoint"
        case 67: "Tunnel-Server-Endpoint"
        case 68: "Acct-Tunnel-Connection"
        case 69: "Tunnel-Password"
        case 70: "ARAP-Password"
        case 71: "ARAP-Features"
        case 72: "ARAP-Zone-Access"
        case 73: "ARAP-Security"
        case 74: "ARAP-Security-Data"
        case 75: "Password-Retry"
        case 76: "Prompt"
        case 77: "Connect-Info"
        case 78: "Configuration-Token"
        case 79: "EAP-Message"
        case 80: "Message-Authenticator"
        case 81: "Tunnel-Private-Group-ID"
        case 82: "Tunnel-Assignment-ID"
        case 83: "Tunnel-Preference"
        case 84: "ARAP-Challenge-Response"
        case 85: "Acct-Interim-Interval"
        case 86: "Acct-Tunnel-Packets-Lost"
        case 87: "NAS-Port-Id"
        case 88: "Framed-Pool"
        case 89: "CUI"
        case 90: "Tunnel-Client-Auth-ID"
        case 91: "Tunnel-Server-Auth-ID"
        case 92: "NAS-Filter-Rule"
        case 93: "Unassigned"
        case 94: "Originating-Line-Info"
        case 95: "NAS-IPv6-Address"
        case 96: "Framed-Interface-ID"
        case 97: "Framed-IPv6-Prefix"
        case 98: "Login-IPv6-Host"
        case 99: "Framed-IPv6-Route"
        case 100: "Framed-IPv6-Pool"
        case 101: "Error-Cause"
        case 102: "EAP-Key-Name"
        case 103: "Digest-Response"
        case 104: "Digest-Realm"
        case 105: "Digest-Nonce"
        case 106: "Digest-Response-Auth"
        case 107: "Digest-Nextnonce"
        case 108: "Digest-Method"
        case 109: "Digest-URI"
        case 110: "Digest-Qop"
        case 111: "Digest-Algorithm"
        case 112: "Digest-Entity-Body-Hash"
        case 113: "Digest-CNonce"
        case 114: "Digest-Nonce-Count"
        case 115: "Digest-Username"
        case 116: "Digest-Opaque"
        case 117: "Digest-Auth-Param"
        case 118: "Digest-AKA-Auts"
        case 119: "Digest-Domain"
        case 120: "Digest-Stale"
        case 121: "Digest-HA1"
        case 122: "SIP-AOR"
        case 123: "Delegated-IPv6-Prefix"
        case 124: "MIP6-Feature-Vector"
        case 125: "MIP6-Home-Link-Prefix"
        case 126: "Operator-Name"
        case 127: "Location-Information"
        case 128: "Location-Data"
        case 129: "Basic-Location-Policy-Rules"
        default: nil
        }
    }

    /// attr_type[].print_func; nil: tcpdump prints no value.
    static func kind(_ type: UInt8) -> RADIUSValueKind? {
        switch type {
        case 1, 11, 18, 19, 20, 22, 24, 25, 30, 31, 32, 33, 34, 35, 36, 39, 44, 50, 58, 60, 63, 66, 67, 68, 69, 73, 74, 77, 78, 79, 80, 81, 82, 87, 88, 89, 90, 91, 92, 99, 100, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122: .string
        case 4, 8, 9, 14: .address
        case 5, 6, 7, 10, 12, 13, 15, 16, 23, 27, 28, 29, 37, 38, 40, 41, 42, 43, 45, 46, 47, 48, 49, 51, 52, 53, 56, 57, 61, 62, 64, 65, 72, 75, 76, 83, 85, 86: .number
        case 26: .vendor
        case 55: .time
        case 70, 71, 84, 101: .strange
        case 95, 98: .address6
        case 97, 123: .prefix6
        case 124: .featureVector
        case 125: .homeLinkPrefix
        case 126: .operatorName
        case 127: .locationInformation
        case 128: .locationData
        case 129: .locationPolicyRules
        default: nil
        }
    }

    /// Whether the attribute has a table of standard values (then its number prints as a name
    /// or `#N`).
    static func hasValueNames(_ type: UInt8) -> Bool {
        switch type {
        case 6, 7, 10, 13, 15, 29, 40, 45, 49, 57, 61, 64, 65, 72, 76: true
        default: false
        }
    }

    static func value(_ type: UInt8, _ value: UInt32) -> StaticString? {
        switch type {
        case 6:
            switch value {
            case 1: "Login"
            case 2: "Framed"
            case 3: "Callback Login"
            case 4: "Callback Framed"
            case 5: "Outbound"
            case 6: "Administrative"
            case 7: "NAS Prompt"
            case 8: "Authenticate Only"
            case 9: "Callback NAS Prompt"
            case 10: "Call Check"
            case 11: "Callback Administrative"
            case 12: "Voice"
            case 13: "Fax"
            case 14: "Modem Relay"
            case 15: "IAPP-Register"
            case 16: "IAPP-AP-Check"
            case 17: "Authorize Only"
            case 18: "Framed-Management"
            case 19: "Additional-Authorization"
            default: nil
            }
        case 7:
            switch value {
            case 1: "PPP"
            case 2: "SLIP"
            case 3: "ARAP"
            case 4: "Gandalf proprietary"
            case 5: "Xylogics IPX/SLIP"
            case 6: "X.75 Synchronous"
            case 7: "GPRS PDP Context"
            default: nil
            }
        case 10:
            switch value {
            case 0: "None"
            case 1: "Send"
            case 2: "Listen"
            case 3: "Send&Listen"
            default: nil
            }
        case 13:
            switch value {
            case 0: "None"
            case 1: "VJ TCP/IP"
            case 2: "IPX"
            case 3: "Stac-LZS"
            default: nil
            }
        case 15:
            switch value {
            case 0: "Telnet"
            case 1: "Rlogin"
            case 2: "TCP Clear"
            case 3: "PortMaster(proprietary)"
            case 4: "LAT"
            case 5: "X.25-PAD"
            case 6: "X.25-T3POS"
            case 7: "Unassigned"
            case 8: "TCP Clear Quiet"
            default: nil
            }
        case 29:
            switch value {
            case 0: "Default"
            case 1: "RADIUS-Request"
            default: nil
            }
        case 40:
            switch value {
            case 1: "Start"
            case 2: "Stop"
            case 3: "Interim-Update"
            case 4: "Unassigned"
            case 5: "Unassigned"
            case 6: "Unassigned"
            case 7: "Accounting-On"
            case 8: "Accounting-Off"
            case 9: "Tunnel-Start"
            case 10: "Tunnel-Stop"
            case 11: "Tunnel-Reject"
            case 12: "Tunnel-Link-Start"
            case 13: "Tunnel-Link-Stop"
            case 14: "Tunnel-Link-Reject"
            case 15: "Failed"
            default: nil
            }
        case 45:
            switch value {
            case 1: "RADIUS"
            case 2: "Local"
            case 3: "Remote"
            case 4: "Diameter"
            default: nil
            }
        case 49:
            switch value {
            case 1: "User Request"
            case 2: "Lost Carrier"
            case 3: "Lost Service"
            case 4: "Idle Timeout"
            case 5: "Session Timeout"
            case 6: "Admin Reset"
            case 7: "Admin Reboot"
            case 8: "Port Error"
            case 9: "NAS Error"
            case 10: "NAS Request"
            case 11: "NAS Reboot"
            case 12: "Port Unneeded"
            case 13: "Port Preempted"
            case 14: "Port Suspended"
            case 15: "Service Unavailable"
            case 16: "Callback"
            case 17: "User Error"
            case 18: "Host Request"
            case 19: "Supplicant Restart"
            case 20: "Reauthentication Failure"
            case 21: "Port Reinitialized"
            case 22: "Port Administratively Disabled"
            case 23: "Lost Power"
            default: nil
            }
        case 57:
            switch value {
            case 1: "Enabled"
            case 2: "Disabled"
            default: nil
            }
        case 61:
            switch value {
            case 0: "Async"
            case 1: "Sync"
            case 2: "ISDN Sync"
            case 3: "ISDN Async V.120"
            case 4: "ISDN Async V.110"
            case 5: "Virtual"
            case 6: "PIAFS"
            case 7: "HDLC Clear Channel"
            case 8: "X.25"
            case 9: "X.75"
            case 10: "G.3 Fax"
            case 11: "SDSL"
            case 12: "ADSL-CAP"
            case 13: "ADSL-DMT"
            case 14: "ISDN-DSL"
            case 15: "Ethernet"
            case 16: "xDSL"
            case 17: "Cable"
            case 18: "Wireless - Other"
            case 19: "Wireless - IEEE 802.11"
            case 20: "Token-Ring"
            case 21: "FDDI"
            case 22: "Wireless - CDMA200"
            case 23: "Wireless - UMTS"
            case 24: "Wireless - 1X-EV"
            case 25: "IAPP"
            case 26: "FTTP"
            case 27: "Wireless - IEEE 802.16"
            case 28: "Wireless - IEEE 802.20"
            case 29: "Wireless - IEEE 802.22"
            case 30: "PPPoA"
            case 31: "PPPoEoA"
            case 32: "PPPoEoE"
            case 33: "PPPoEoVLAN"
            case 34: "PPPoEoQinQ"
            case 35: "xPON"
            case 36: "Wireless - XGP"
            case 37: "WiMAX Pre-Release 8 IWK Function"
            case 38: "WIMAX-WIFI-IWK"
            case 39: "WIMAX-SFF"
            case 40: "WIMAX-HA-LMA"
            case 41: "WIMAX-DHCP"
            case 42: "WIMAX-LBS"
            case 43: "WIMAX-WVS"
            default: nil
            }
        case 64:
            switch value {
            case 1: "PPTP"
            case 2: "L2F"
            case 3: "L2TP"
            case 4: "ATMP"
            case 5: "VTP"
            case 6: "AH"
            case 7: "IP-IP"
            case 8: "MIN-IP-IP"
            case 9: "ESP"
            case 10: "GRE"
            case 11: "DVS"
            case 12: "IP-in-IP Tunneling"
            case 13: "VLAN"
            default: nil
            }
        case 65:
            // The IANA address families of af.c, but print-radius.c's own table stops at 15 and
            // names 11 plain "IPX".
            switch value {
            case 11: "IPX"
            case 1...15: BGPNames.afi(UInt16(value))
            default: nil
            }
        case 72:
            switch value {
            case 1: "Only access to dfl zone"
            case 2: "Use zone filter inc."
            case 3: "Not used"
            case 4: "Use zone filter exc."
            default: nil
            }
        case 76:
            switch value {
            case 0: "No Echo"
            case 1: "Echo"
            default: nil
            }
        default: nil
        }
    }

    /// smi_values
    static func vendor(_ id: UInt32) -> StaticString? {
        switch id {
        case 0: "IETF (reserved)"
        case 5: "ACC"
        case 9: "Cisco"
        case 11: "Hewlett Packard"
        case 42: "Sun Microsystems"
        case 61: "Merit"
        case 74: "AT&T"
        case 161: "Motorola"
        case 166: "Shiva"
        case 193: "Ericsson AB"
        case 255: "Cisco VPN 5000"
        case 307: "Livingston"
        case 311: "Microsoft"
        case 429: "3Com"
        case 529: "Ascend"
        case 1584: "Bay Networks"
        case 1991: "Foundry"
        case 2180: "Versanet"
        case 2352: "Redback"
        case 2636: "Juniper Networks"
        case 2637: "Aptis"
        case 2937: "Deutsche Telekom AG"
        case 3054: "Ixia Communications"
        case 3076: "Cisco VPN 3000"
        case 3085: "CoSine Communications"
        case 3199: "Shasta"
        case 3224: "Netscreen"
        case 3309: "Nomadix"
        case 3414: "T-Mobile"
        case 3561: "The Broadband Forum"
        case 3902: "ZTE"
        case 4329: "Siemens"
        case 4491: "CableLabs"
        case 4874: "Unisphere Networks"
        case 5263: "Cisco BBSM"
        case 5535: "3rd Generation Partnership Project 2 (3GPP2)"
        case 5806: "SK Telecom"
        case 5925: "ipUnplugged"
        case 5948: "Issanni Communications"
        case 5951: "Netscaler"
        case 6490: "T-Mobile"
        case 6618: "Quintum"
        case 6728: "Interlink"
        case 7951: "CNCTC"
        case 8164: "Starent Networks"
        case 8744: "Colubris"
        case 10415: "3GPP"
        case 10529: "Gemtek-Systems"
        case 10704: "Barracuda Networks"
        case 10923: "Ericsson AB - Packet Core Networks"
        case 11665: "dacom"
        case 11862: "Columbia University"
        case 12356: "Fortinet"
        case 12951: "Verizon Wireless"
        case 13745: "Plixer"
        case 14122: "Wi-Fi Alliance"
        case 16787: "T-Systems Nova"
        case 20942: "China Telecom - Guangzhou Research Institute"
        case 26866: "Gigamon Systems"
        case 32622: "CACE Technologies"
        case 35632: "ntop"
        case 46098: "Ericsson Canada"
        default: nil
        }
    }

    /// errorcausetype
    static func errorCause(_ cause: UInt32) -> StaticString? {
        switch cause {
        case 201: "Residual Session Context Removed"
        case 202: "Invalid EAP Packet (Ignored)"
        case 401: "Unsupported Attribute"
        case 402: "Missing Attribute"
        case 403: "NAS Identification Mismatch"
        case 404: "Invalid Request"
        case 405: "Unsupported Service"
        case 406: "Unsupported Extension"
        case 407: "Invalid Attribute Value"
        case 501: "Administratively Prohibited"
        case 502: "Request Not Routable (Proxy)"
        case 503: "Session Context Not Found"
        case 504: "Session Context Not Removable"
        case 505: "Other Proxy Processing Error"
        case 506: "Resources Unavailable"
        case 507: "Request Initiated"
        case 508: "Multiple Session Selection Unsupported"
        case 509: "Location Info Required"
        default: nil
        }
    }
}
