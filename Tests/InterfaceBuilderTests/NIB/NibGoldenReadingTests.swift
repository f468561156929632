import Foundation
import Testing
@testable import InterfaceBuilder

@Suite(.enabled(if: NibGolden.available))
struct NibGoldenReadingTests {
    @Test("Every golden nib decodes and re-encodes to the identical bytes", arguments: NibGolden.nibNames)
    func roundTripIsByteIdentical(name: String) throws {
        let data = try NibGolden.data(name)

        let archive = try NibArchive(data: data)

        #expect(archive.formatVersion == 1 && archive.coderVersion == 9)
        #expect(archive.data() == data)
    }

    @Test("Every golden nib's root holds the seven UINib keys", arguments: NibGolden.nibNames)
    func rootKeys(name: String) throws {
        let graph = try NibGolden.graph(name)

        let root = try #require(graph.root)

        #expect(root.className == "NSObject")
        #expect(root.keys == [
            "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
            "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey",
        ])
        #expect(graph.elements(root["UINibTopLevelObjectsKey"]) != nil)
    }

    @Test("A scene nib holds the controller as a UIClassSwapper with its view nib name and proxies")
    func sceneNib() throws {
        let graph = try NibGolden.graph("CreateAccount.nib")

        let controller = try #require(graph.objects(ofClass: "UIClassSwapper").first)
        let topLevel = try #require(graph.elements(graph.root?["UINibTopLevelObjectsKey"]))

        #expect(graph.string(controller["UIClassName"]) == "_TtC8SwiftGen23CreateAccViewController")
        #expect(graph.string(controller["UIOriginalClassName"]) == "UIViewController")
        #expect(graph.string(controller["UINibName"]) == "txY-Mc-CKa-view-wQH-MG-v6Y")
        #expect(graph.string(controller["UIStoryboardIdentifier"]) == "CreateAccount")
        #expect(graph.string(controller["UITitle"]) == "Create")
        #expect(topLevel.map(\.className) == ["UIClassSwapper", "UIProxyObject", "UIProxyObject", "UIProxyObject"])
        let proxies = graph.objects(ofClass: "UIProxyObject").compactMap { graph.string($0["UIProxiedObjectIdentifier"]) }
        #expect(Set(proxies) == ["IBFilesOwner", "IBFirstResponder", "UIStoryboardPlaceholder"])
    }

    @Test("A show segue is a UIStoryboardShowSegueTemplate naming its destination and action")
    func segueTemplate() throws {
        let graph = try NibGolden.graph("CreateAccount.nib")

        let segue = try #require(graph.objects(ofClass: "UIStoryboardShowSegueTemplate").first)

        #expect(graph.string(segue["UIIdentifier"]) == "ShowPassword")
        #expect(graph.string(segue["UIDestinationViewControllerIdentifier"]) == "Validate_Password")
        #expect(graph.string(segue["UIActionName"]) == "showViewController:sender:")
        let labels = graph.objects(ofClass: "UIRuntimeOutletConnection").compactMap { graph.string($0["UILabel"]) }
        #expect(Set(labels) == ["storyboard", "sceneViewController", "viewController"])
    }

    @Test("A view nib holds the view, File's Owner and upstream placeholders, and the view outlet")
    func viewNib() throws {
        let graph = try NibGolden.graph("txY-Mc-CKa-view-wQH-MG-v6Y.nib")

        let connections = try #require(graph.elements(graph.root?["UINibConnectionsKey"]))
        let outlet = try #require(connections.first { $0.className == "UIRuntimeOutletConnection" })
        let action = try #require(connections.first { $0.className == "UIRuntimeEventConnection" })

        #expect(graph.string(outlet["UILabel"]) == "view")
        #expect(graph.string(graph.object("UISource", of: outlet)?["UIProxiedObjectIdentifier"]) == "IBFilesOwner")
        #expect(graph.object("UIDestination", of: outlet)?.className == "UIView")
        #expect(graph.string(action["UILabel"]) == "perform:")
        #expect(action["UIEventMask"]?.integerValue == 64)
        #expect(graph.string(graph.object("UIDestination", of: action)?["UIProxiedObjectIdentifier"]) == "UpstreamPlaceholder-1")
        #expect(graph.classNames.isSuperset(of: ["UIButton", "UIButtonContent", "UIFont", "UIColor", "NSLayoutConstraint", "_UILayoutGuide", "_UILayoutSupportConstraint"]))
    }

    @Test("Frames are stored as UIBounds and UICenter double arrays tagged 0x07")
    func frames() throws {
        let graph = try NibGolden.graph("txY-Mc-CKa-view-wQH-MG-v6Y.nib")

        let button = try #require(graph.objects(ofClass: "UIButton").first)

        #expect(NibGeometry.doubles(button["UIBounds"]?.dataValue) == [0, 0, 32, 30])
        #expect(NibGeometry.doubles(button["UICenter"]?.dataValue) == [339, 43])
        #expect(NibGeometry.frame(of: button) == NibRect(x: 323, y: 28, width: 32, height: 30))
    }

    @Test("Class names record their fallback class as an extra value")
    func fallbackClasses() throws {
        let graph = try NibGolden.graph("30h-14-fok-view-rJE-c0-6Bp.nib")

        let color = try #require(graph.objects(ofClass: "UIColor").first)
        let guide = try #require(graph.objects(ofClass: "_UILayoutGuide").first)

        #expect(color.fallbackClassNames == ["NSColor"])
        #expect(guide.fallbackClassNames == ["UIView"])
    }

    @Test("Prototype cells are nested NIBArchives inside UINib archiveData")
    func nestedPrototypeNib() throws {
        let graph = try NibGolden.graph("rJ7-m2-Mn7-view-wtR-sc-VB5.nib")

        let nib = try #require(graph.objects(ofClass: "UINib").first)
        let bytes = try #require(graph.object("archiveData", of: nib)?["NS.bytes"]?.dataValue)
        let cell = try NibObjectGraph(data: bytes)

        #expect(cell.objects(ofClass: "UITableViewCell").count == 1)
        #expect(cell.objects.contains { cell.string($0) == "PrefCell" })
    }

    @Test("The golden Info.plist maps identifiers to nib names and names the entry point")
    func infoPlist() throws {
        let data = try NibGolden.data("Info.plist")

        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])

        #expect(plist["UIViewControllerIdentifiersToNibNames"] as? [String: String] == [
            "CreateAccount": "CreateAccount", "Accept-ToS": "Accept-ToS",
            "Validate_Password": "Validate_Password", "Preferences": "Preferences",
        ])
        #expect(plist["UIStoryboardDesignatedEntryPointIdentifier"] as? String == "CreateAccount")
        #expect(plist["UIStoryboardVersion"] as? Int == 1)
    }

    @Test("The bplist writer reproduces ibtool's Info.plist bytes when given its key order")
    func infoPlistBytes() throws {
        let order = ["Validate_Password", "Accept-ToS", "Preferences", "CreateAccount"]

        let written = BinaryPropertyList.data(.dictionary([
            .init("UIViewControllerIdentifiersToNibNames", .dictionary(order.map { .init($0, .distinct(.string($0))) })),
            .init("UIStoryboardDesignatedEntryPointIdentifier", .string("CreateAccount")),
            .init("UIStoryboardVersion", .integer(1)),
        ]))

        #expect(written == (try NibGolden.data("Info.plist")))
    }

    @Test("The readable dump names every class and resolves references")
    func dump() throws {
        let graph = try NibGolden.graph("Accept-ToS.nib")

        let text = graph.description

        #expect(text.contains("UINibTopLevelObjectsKey = #8 NSArray"))
        #expect(text.contains("UIStoryboardIdentifier = #13 NSString \"Accept-ToS\""))
    }
}
