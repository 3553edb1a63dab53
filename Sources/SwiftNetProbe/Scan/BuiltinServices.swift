/// swiftnet's own fallback table of common services, most commonly exposed first. Written for
/// swiftnet from the IANA registry's well-known names and general operational experience (web,
/// remote access, mail, file sharing, databases, then the rest); used only when neither nmap's
/// nmap-services nor /etc/services is installed.
enum BuiltinServices {
    static let tcp: [(UInt16, String)] = [
        (80, "http"), (443, "https"), (22, "ssh"), (21, "ftp"), (23, "telnet"), (25, "smtp"),
        (3389, "ms-wbt-server"), (110, "pop3"), (445, "microsoft-ds"), (139, "netbios-ssn"),
        (143, "imap"), (53, "domain"), (135, "msrpc"), (3306, "mysql"), (8080, "http-proxy"),
        (1723, "pptp"), (111, "rpcbind"), (995, "pop3s"), (993, "imaps"), (5900, "vnc"),
        (587, "submission"), (8443, "https-alt"), (8888, "sun-answerbook"), (199, "smux"),
        (1025, "NFS-or-IIS"), (465, "smtps"), (5432, "postgresql"), (6379, "redis"),
        (27017, "mongod"), (1433, "ms-sql-s"), (1521, "oracle"), (2049, "nfs"), (179, "bgp"),
        (113, "ident"), (81, "hosts2-ns"), (8000, "http-alt"), (8081, "blackice-icecap"),
        (631, "ipp"), (389, "ldap"), (636, "ldapssl"), (5060, "sip"), (5061, "sip-tls"),
        (2000, "cisco-sccp"), (554, "rtsp"), (1720, "h323q931"), (10000, "snet-sensor-mgmt"),
        (5000, "upnp"), (9100, "jetdirect"), (3000, "ppp"), (5001, "commplex-link"),
        (49152, "unknown"), (6000, "X11"), (6001, "X11:1"), (1900, "upnp"), (2121, "ccproxy-ftp"),
        (515, "printer"), (548, "afp"), (873, "rsync"), (990, "ftps"), (992, "telnets"),
        (1194, "openvpn"), (1080, "socks"), (3128, "squid-http"), (4443, "pharos"),
        (5222, "xmpp-client"), (5269, "xmpp-server"), (5353, "mdns"), (5985, "wsman"),
        (5986, "wsmans"), (6443, "sun-sr-https"), (6667, "irc"), (7001, "afs3-callback"),
        (8008, "http"), (8009, "ajp13"), (8082, "blackice-alerts"), (8181, "intermapper"),
        (8888, "sun-answerbook"), (9000, "cslistener"), (9090, "zeus-admin"),
        (9200, "wap-wsp"), (9418, "git"), (11211, "memcache"), (2181, "eforward"),
        (2375, "docker"), (2376, "docker-s"), (5672, "amqp"), (5984, "couchdb"),
        (6660, "unknown"), (7000, "afs3-fileserver"), (7070, "realserver"), (8088, "radan-http"),
        (8089, "unknown"), (8161, "patrol-snmp"), (8291, "unknown"), (8880, "cddbp-alt"),
        (9001, "tor-orport"), (9091, "xmltec-xmlmail"), (9443, "tungsten-https"),
        (9999, "abyss"), (10001, "scp-config"), (20, "ftp-data"), (37, "time"), (79, "finger"),
        (88, "kerberos-sec"), (106, "pop3pw"), (119, "nntp"), (144, "news"), (161, "snmp"),
        (427, "svrloc"), (444, "snpp"), (497, "retrospect"), (513, "login"), (514, "shell"),
        (543, "klogin"), (544, "kshell"), (1026, "LSA-or-nterm"), (1027, "IIS"),
        (1028, "unknown"), (1029, "ms-lsa"), (1110, "nfsd-status"), (2001, "dc"),
        (2103, "zephyr-clt"), (2107, "msmq-mgmt"), (2717, "pn-requester"), (3001, "nessus"),
        (3260, "iscsi"), (3690, "svn"), (3986, "mapper-ws_ethd"), (4899, "radmin"),
        (5009, "airport-admin"), (5051, "ida-agent"), (5101, "admdog"), (5190, "aol"),
        (5357, "wsdapi"), (5631, "pcanywheredata"), (5666, "nrpe"), (5800, "vnc-http"),
        (6646, "unknown"), (7100, "font-service"), (8031, "unknown"), (8100, "xprint-server"),
        (9102, "jetdirect"), (32768, "filenet-tms"), (49153, "unknown"), (49154, "unknown"),
        (49155, "unknown"), (49156, "unknown"), (49157, "unknown"),
    ]

    static let udp: [(UInt16, String)] = [
        (53, "domain"), (161, "snmp"), (137, "netbios-ns"), (123, "ntp"), (138, "netbios-dgm"),
        (67, "dhcps"), (68, "dhcpc"), (500, "isakmp"), (1900, "upnp"), (5353, "zeroconf"),
        (69, "tftp"), (514, "syslog"), (520, "route"), (162, "snmptrap"), (4500, "nat-t-ike"),
        (1434, "ms-sql-m"), (1701, "L2TP"), (1812, "radius"), (1813, "radacct"), (111, "rpcbind"),
        (135, "msrpc"), (445, "microsoft-ds"), (631, "ipp"), (2049, "nfs"), (3478, "stun"),
        (5060, "sip"), (1194, "openvpn"), (11211, "memcache"), (19, "chargen"), (7, "echo"),
        (9, "discard"), (17, "qotd"), (177, "xdmcp"), (427, "svrloc"), (623, "asf-rmcp"),
        (1645, "radius"), (1646, "radacct"), (5355, "llmnr"), (49152, "unknown"), (33434, "traceroute"),
    ]
}
