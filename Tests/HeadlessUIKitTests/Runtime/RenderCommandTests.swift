import Foundation
import Testing

/// `headless render`: pictures of scenes and xibs, a failing scene reported while the others are drawn (issue 12).
@Suite
struct RenderCommandTests {
    @Test("`headless render --all` draws every good scene, reports the failing ones with UIKit's message, and exits 1")
    func allScenesGoOnPastFailures() throws {
        // Given the trace fixture project: good scenes, and scenes embedding a missing storyboard or identifier
        let app = try TraceProjectFixtures.write()
        let out = app.deletingLastPathComponent().appendingPathComponent("pictures")
        // When every scene is rendered as SVG on an iPhone SE
        let run = try runHeadless(["render", app.appendingPathComponent("Main.storyboard").path, "--all",
                                   "--device", "iPhone SE", "--format", "svg", "-o", out.path])
        // Then the good scenes are drawn at the device's size, the failures are named, and the status says so
        #expect(run.status == 1)
        let home = try String(contentsOf: out.appendingPathComponent("Main-Home.svg"), encoding: .utf8)
        #expect(home.contains("width=\"375\" height=\"667\""))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Main-Elsewhere.svg").path))
        #expect(run.output.contains("Could not find a storyboard named 'Missing'"))
        #expect(run.output.contains("scene \"Unknown\""))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("Main-Embeds.svg").path))
    }

    @Test("`headless render` draws the initial scene to the PNG file -o names, at the device's pixels")
    func theInitialSceneToAPNG() throws {
        // Given the fixture project
        let app = try TraceProjectFixtures.write()
        let file = app.deletingLastPathComponent().appendingPathComponent("home.png")
        // When its storyboard is rendered with no scene named
        let run = try runHeadless(["render", app.appendingPathComponent("Main.storyboard").path, "-o", file.path])
        // Then the initial scene is a PNG of an iPhone 14 at 3× (1170 × 2532 pixels)
        #expect(run.status == 0, "\(run.output)")
        let data = try Data(contentsOf: file)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1170 && height == 2532)
    }

    @Test("An unknown device is refused with the list of known ones")
    func unknownDevice() throws {
        let app = try TraceProjectFixtures.write()
        let run = try runHeadless(["render", app.appendingPathComponent("Main.storyboard").path, "--device", "Pixel 7"])
        #expect(run.status != 0)
        #expect(run.output.contains("unknown device \"Pixel 7\""))
        #expect(run.output.contains("iPhone 14 Pro"))
    }
}
