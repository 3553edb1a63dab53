// The one libpcap header swiftnet needs; kept as a shim so the modulemap has a stable path.
#include <pcap/pcap.h>
