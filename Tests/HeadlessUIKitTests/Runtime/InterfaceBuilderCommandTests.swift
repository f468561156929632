import Foundation
import Testing
import TestScratch

@Suite(.enabled(if: corpusTestsEnabled))
struct InterfaceBuilderCommandTests {
    let golden = corpusRoot.appendingPathComponent("golden/SwiftGen+SwiftGen/Wizard.storyboardc")

    @Test("`headless inspect` lists a storyboard's scenes, initial controller, segues and outlets")
    func inspectStoryboard() throws {
        let (status, output) = try runHeadless(["inspect", golden.appendingPathComponent("designable.storyboard").path])

        #expect(status == 0)
        #expect(output.contains("initial view controller: txY-Mc-CKa (SwiftGen.CreateAccViewController)"))
        #expect(output.contains("scenes (4):"))
        #expect(output.contains("rJ7-m2-Mn7  UITableViewController  storyboard id \"Preferences\""))
        #expect(output.contains("show \"ShowPassword\": k6D-nB-wS1 (UIButton) → 30h-14-fok (ExtraModule.ValidatePasswordViewController)"))
        #expect(output.contains("wtR-sc-VB5 (UITableView).dataSource → rJ7-m2-Mn7 (UITableViewController)"))
    }

    @Test("`headless inspect --json` prints one JSON object per file")
    func inspectJSON() throws {
        let storyboard = golden.appendingPathComponent("designable.storyboard").path

        let (status, output) = try runHeadless(["inspect", "--json", storyboard, storyboard])

        let objects = try output.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(status == 0)
        #expect(objects.count == 2)
        #expect((objects.first??["scenes"] as? [Any])?.count == 4)
        #expect(objects.first??["documentType"] as? String == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    }

    @Test("`headless inspect` exits 1 when a file is refused, naming the file on standard error, and still reports the others")
    func inspectRefusal() throws {
        let empty = TestScratch.shared.file("empty", extension: "xib")
        _ = FileManager.default.createFile(atPath: empty.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: empty) }

        let (status, output) = try runHeadless(["inspect", empty.path, golden.appendingPathComponent("designable.storyboard").path])

        #expect(status == 1)
        #expect(output.contains("\(empty.path):1:1: error: the file is empty"))
        #expect(output.contains("scenes (4):"))
    }

    @Test("`headless compile` writes the storyboardc layout ibtool writes: the same file names, every nib a NIBArchive")
    func compileStoryboard() throws {
        let output = TestScratch.shared.file("Wizard", extension: "storyboardc")
        defer { try? FileManager.default.removeItem(at: output) }

        let (status, _) = try runHeadless(["compile", golden.appendingPathComponent("designable.storyboard").path, "-o", output.path])

        let expected = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0 != "designable.storyboard" }.sorted()
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(status == 0)
        #expect(written == expected)
        for nib in written where nib.hasSuffix(".nib") {
            let data = try Data(contentsOf: output.appendingPathComponent(nib))
            #expect(data.prefix(10) == Data("NIBArchive".utf8), "\(nib)")
        }
    }
}
