import ClewGObject
import ClewGio
import Testing

/// Every writable property of a few objects, written and read back through its typed accessor.
@MainActor
@Suite struct PropertyTests {
    @Test func simpleActionRoundTripsEnabledAndState() {
        let action = SimpleAction(stateful: "zoom", parameterType: nil, state: Variant(Int32(1)))
        action.isEnabled = false
        #expect(action.isEnabled == false)
        action.isEnabled = true
        #expect(action.isEnabled)
        action.state = Variant(Int32(5))
        #expect(action.state?.int32 == 5)
        #expect(action.name == "zoom")
    }

    @Test func applicationRoundTripsStringsNumbersAndFlags() {
        let application = Application.new(applicationID: "org.example.Clew", flags: [])
        #expect(application.applicationID == "org.example.Clew")
        application.applicationID = "org.example.Other"
        #expect(application.applicationID == "org.example.Other")
        application.flags = [.handlesOpen, .nonUnique]
        #expect(application.flags == [.handlesOpen, .nonUnique])
        application.inactivityTimeout = 1234
        #expect(application.inactivityTimeout == 1234)
        application.resourceBasePath = "/org/example/clew"
        #expect(application.resourceBasePath == "/org/example/clew")
        application.resourceBasePath = nil
        #expect(application.resourceBasePath == nil)
    }

    @Test func socketClientRoundTripsEnumsObjectsAndInterfaces() {
        let client = SocketClient()
        client.family = .ipv4
        #expect(client.family == .ipv4)
        client.type = .datagram
        #expect(client.type == .datagram)
        client.protocol = .udp
        #expect(client.protocol == .udp)
        client.timeout = 30
        #expect(client.timeout == 30)
        client.enablesProxy = false
        #expect(client.enablesProxy == false)
        client.isTls = true
        #expect(client.isTls)

        let address = InetSocketAddress.new(address: InetAddress(loopback: .ipv4), port: 8080)
        client.localAddress = address
        #expect(client.localAddress === address)
        client.localAddress = nil
        #expect(client.localAddress == nil)

        let resolver = AnyProxyResolver.getDefault()
        client.proxyResolver = resolver
        #expect(client.proxyResolver === resolver)
    }

    @Test func aPropertyChangeCallsItsObserver() {
        let action = SimpleAction(name: "watch", parameterType: nil)
        var seen: [Bool] = []
        action.connectIsEnabledChanged { seen.append($0.isEnabled) }
        action.isEnabled = false
        action.isEnabled = true
        #expect(seen == [false, true])
    }
}
