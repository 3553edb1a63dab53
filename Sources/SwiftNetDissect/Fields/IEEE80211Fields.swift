// Fields of IEEE 802.11 frames and the radio headers in front of them (radiotap, Prism, AVS).

enum IEEE80211Fields: ProtocolFields {
    static let radiotap = FieldDescriptor.layer("radiotap", "radiotap", "radiotap radio header (LINKTYPE_IEEE802_11_RADIO)")
    static let radiotapVersion = FieldDescriptor("version", "radiotap.version", .unsigned, "radiotap version (0)")
    static let radiotapLength = FieldDescriptor("length", "radiotap.length", .unsigned, "radiotap header length in bytes")
    static let present = FieldDescriptor("present", "radiotap.present", .list, "presence bitmaps, in order")
    static let presentWord = FieldDescriptor("word", "radiotap.present.word", .hex(digits: 8), "one 32-bit presence bitmap")
    static let tsft = FieldDescriptor("tsft_us", "radiotap.mactime", .unsigned, "MAC timer (TSFT) in microseconds")
    static let flags = FieldDescriptor("flags", "radiotap.flags", .hex(digits: 2), "flags (0x10 FCS at end, 0x20 data pad, 0x40 bad FCS)")
    static let rate = FieldDescriptor("rate", "radiotap.datarate", .unsigned, "legacy rate in 500 kb/s units (0x80-0x8f: MCS)")
    static let frequency = FieldDescriptor("channel_mhz", "radiotap.channel.freq", .unsigned, "channel frequency in MHz")
    static let channelFlags = FieldDescriptor("channel_flags", "radiotap.channel.flags", .hex(digits: 8), "channel flags")
    static let hopSet = FieldDescriptor("fhss_hop_set", "radiotap.fhss.hopset", .unsigned, "FHSS hop set")
    static let hopPattern = FieldDescriptor("fhss_hop_pattern", "radiotap.fhss.pattern", .unsigned, "FHSS hop pattern")
    static let signal = FieldDescriptor("dbm_signal", "radiotap.dbm_antsignal", .signed, "antenna signal in dBm")
    static let noise = FieldDescriptor("dbm_noise", "radiotap.dbm_antnoise", .signed, "antenna noise in dBm")
    static let lockQuality = FieldDescriptor("lock_quality", "radiotap.quality", .unsigned, "Barker code lock quality")
    static let txAttenuation = FieldDescriptor("tx_attenuation", "radiotap.txattenuation", .signed, "transmit attenuation (unitless)")
    static let dbTxAttenuation = FieldDescriptor("db_tx_attenuation", "radiotap.db_txattenuation", .signed, "transmit attenuation in dB")
    static let txPower = FieldDescriptor("dbm_tx_power", "radiotap.dbm_tx_power", .signed, "transmit power in dBm")
    static let antenna = FieldDescriptor("antenna", "radiotap.antenna", .unsigned, "antenna index")
    static let dbSignal = FieldDescriptor("db_signal", "radiotap.db_antsignal", .unsigned, "antenna signal in dB")
    static let dbNoise = FieldDescriptor("db_noise", "radiotap.db_antnoise", .unsigned, "antenna noise in dB")
    static let rxFlags = FieldDescriptor("rx_flags", "radiotap.rxflags", .hex(digits: 4), "receive flags")
    static let mcsKnown = FieldDescriptor("mcs_known", "radiotap.mcs.known", .hex(digits: 2), "which MCS fields are known")
    static let mcsFlags = FieldDescriptor("mcs_flags", "radiotap.mcs.flags", .hex(digits: 2), "MCS flags (bandwidth, guard interval, ...)")
    static let mcsIndex = FieldDescriptor("mcs_index", "radiotap.mcs.index", .unsigned, "HT MCS index")
    static let ampduReference = FieldDescriptor("ampdu_reference", "radiotap.ampdu.reference", .unsigned, "A-MPDU reference number")
    static let ampduFlags = FieldDescriptor("ampdu_flags", "radiotap.ampdu.flags", .hex(digits: 4), "A-MPDU flags")
    static let vhtKnown = FieldDescriptor("vht_known", "radiotap.vht.known", .hex(digits: 4), "which VHT fields are known")
    static let vhtFlags = FieldDescriptor("vht_flags", "radiotap.vht.flags", .hex(digits: 2), "VHT flags")
    static let vhtBandwidth = FieldDescriptor("vht_bandwidth", "radiotap.vht.bw", .unsigned, "VHT bandwidth code")
    static let vhtCoding = FieldDescriptor("vht_coding", "radiotap.vht.coding", .hex(digits: 2), "VHT coding, one LDPC bit per user")
    static let vendorOUI = FieldDescriptor("vendor_oui", "radiotap.vendor_oui", .bytes, "vendor namespace OUI")
    static let vendorSubNamespace = FieldDescriptor("vendor_sub_namespace", "radiotap.vendor_ns", .unsigned, "vendor sub-namespace")
    static let vendorSkip = FieldDescriptor("vendor_skip_length", "radiotap.vendor_data_len", .unsigned, "vendor data length")

    static let prism = FieldDescriptor.layer("prism", "prism", "Prism capture header (LINKTYPE_PRISM_HEADER)")
    static let prismMessageCode = FieldDescriptor("message_code", "prism.msgcode", .hex(digits: 8), "message code")
    static let avs = FieldDescriptor.layer("avs", "wlancap", "AVS capture header (LINKTYPE_IEEE802_11_RADIO_AVS)")
    static let avsVersion = FieldDescriptor("version", "wlancap.version", .hex(digits: 8), "version cookie (0x80211001 or 0x80211002)")
    static let avsLength = FieldDescriptor("length", "wlancap.length", .unsigned, "capture header length")

    static let wlan = FieldDescriptor.layer("wlan", "wlan", "IEEE 802.11 frame")
    static let frameControl = FieldDescriptor("frame_control", "wlan.fc", .hex(digits: 4), "frame control (little-endian value)")
    static let type = FieldDescriptor("type", "wlan.fc.type", .unsigned, "frame type (0 management, 1 control, 2 data)")
    static let subtype = FieldDescriptor("subtype", "wlan.fc.subtype", .unsigned, "frame subtype")
    static let toDS = FieldDescriptor("to_ds", "wlan.fc.tods", .boolean, "to distribution system")
    static let fromDS = FieldDescriptor("from_ds", "wlan.fc.fromds", .boolean, "from distribution system")
    static let retry = FieldDescriptor("retry", "wlan.fc.retry", .boolean, "retransmission")
    static let protected = FieldDescriptor("protected", "wlan.fc.protected", .boolean, "protected (encrypted) frame")
    static let duration = FieldDescriptor("duration", "wlan.duration", .unsigned, "duration in microseconds (AID in PS-Poll)")
    static let address1 = FieldDescriptor("addr1", "wlan.addr1", .mac, "address 1 (receiver)")
    static let address2 = FieldDescriptor("addr2", "wlan.addr2", .mac, "address 2 (transmitter)")
    static let address3 = FieldDescriptor("addr3", "wlan.addr3", .mac, "address 3")
    static let address4 = FieldDescriptor("addr4", "wlan.addr4", .mac, "address 4 (to and from DS)")
    static let sequenceControl = FieldDescriptor("seq_ctrl", "wlan.seq", .unsigned, "sequence control (sequence << 4 | fragment)")
    static let qosControl = FieldDescriptor("qos_control", "wlan.qos", .hex(digits: 4), "QoS control")
    static let headerLength = FieldDescriptor("header_length", "wlan.hdr_len", .unsigned, "MAC header length")

    static let timestamp = FieldDescriptor("timestamp", "wlan.fixed.timestamp", .unsigned, "TSF timestamp (beacon, probe response)")
    static let beaconInterval = FieldDescriptor("beacon_interval", "wlan.fixed.beacon", .unsigned, "beacon interval in TUs")
    static let capability = FieldDescriptor("capability", "wlan.fixed.capabilities", .hex(digits: 4), "capability information")
    static let listenInterval = FieldDescriptor("listen_interval", "wlan.fixed.listen_ival", .unsigned, "listen interval")
    static let currentAP = FieldDescriptor("current_ap", "wlan.fixed.current_ap", .mac, "current AP (reassociation request)")
    static let status = FieldDescriptor("status", "wlan.fixed.status_code", .unsigned, "status code")
    static let aid = FieldDescriptor("aid", "wlan.fixed.aid", .unsigned, "association ID (low 14 bits)")
    static let reason = FieldDescriptor("reason", "wlan.fixed.reason_code", .unsigned, "reason code")
    static let authAlgorithm = FieldDescriptor("auth_algorithm", "wlan.fixed.auth.alg", .unsigned, "authentication algorithm (0 open, 1 shared key)")
    static let authSequence = FieldDescriptor("auth_sequence", "wlan.fixed.auth_seq", .unsigned, "authentication transaction sequence")
    static let category = FieldDescriptor("category", "wlan.fixed.category_code", .unsigned, "action category")
    static let action = FieldDescriptor("action", "wlan.fixed.action", .unsigned, "action within the category")
    static let wepIV = FieldDescriptor("iv", "wlan.wep.iv", .hex(digits: 6), "WEP initialisation vector")
    static let wepKeyID = FieldDescriptor("key_id", "wlan.wep.key", .unsigned, "WEP key index")
    static let elements = FieldDescriptor("elements", "wlan.tag", .list, "information elements")
    static let elementID = FieldDescriptor("id", "wlan.tag.number", .unsigned, "element ID")
    static let elementLength = FieldDescriptor("length", "wlan.tag.length", .unsigned, "element length")
    static let ssid = FieldDescriptor("ssid", "wlan.ssid", .string, "SSID (element 0)")
    static let rates = FieldDescriptor("rates", "wlan.supported_rates", .bytes, "supported rates, 500 kb/s units, 0x80 basic (element 1)")
    static let channel = FieldDescriptor("channel", "wlan.ds.current_channel", .unsigned, "DS parameter set channel (element 3)")
    static let data = FieldDescriptor("data", "wlan.tag.data", .bytes, "element body (other elements)")

    static var all: [FieldDescriptor] {
        [radiotap, radiotapVersion, radiotapLength, present, presentWord, tsft, flags, rate, frequency, channelFlags,
         hopSet, hopPattern, signal, noise, lockQuality, txAttenuation, dbTxAttenuation, txPower, antenna, dbSignal,
         dbNoise, rxFlags, mcsKnown, mcsFlags, mcsIndex, ampduReference, ampduFlags, vhtKnown, vhtFlags, vhtBandwidth,
         vhtCoding, vendorOUI, vendorSubNamespace, vendorSkip, prism, prismMessageCode, avs, avsVersion, avsLength,
         wlan, frameControl, type, subtype, toDS, fromDS, retry, protected, duration, address1, address2, address3,
         address4, sequenceControl, qosControl, headerLength, timestamp, beaconInterval, capability, listenInterval,
         currentAP, status, aid, reason, authAlgorithm, authSequence, category, action, wepIV, wepKeyID, elements,
         elementID, elementLength, ssid, rates, channel, data]
    }
}
