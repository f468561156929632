import Foundation
import Testing
import TestScratch

struct CommandLineTests {
    @Test("`headless demo` answers seed 001's quiz with red, plain when piped")
    func demoAnswersRed() throws {
        // The pictures go to the test's scratch folder, not the demo's default one in the temporary directory.
        let (status, output) = try runHeadless(["demo", "--pictures", try TestScratch.shared.folder("demo-pictures").path])

        #expect(status == 0)
        #expect(output.contains("Answer: red."))
        #expect(output.contains("MyViewController.viewDidUnload()"))
        #expect(!output.contains("\u{1B}["))
    }

    @Test("`headless demo containers` walks through push, pop, tab switch, modal and sheet in UIKit's orders")
    func demoWalksThroughContainers() throws {
        let (status, output) = try runHeadless(["demo", "containers"])
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func index(_ line: String) -> Int? { lines.firstIndex(of: line) }

        #expect(status == 0)
        #expect(index("Message.willMove(toParent: Nav)")! < index("Inbox.viewWillDisappear(animated: true)")!)
        #expect(index("Settings.loadView()")! < index("Settings.viewWillAppear(animated: false)")!)
        #expect(index("Compose.viewDidAppear(animated: true)")! < index("Tabs.viewDidDisappear(animated: true)")!)
        // Only the full-screen modal makes the presenter disappear; the sheet leaves it alone (rule 47).
        #expect(lines.filter { $0 == "Tabs.viewWillDisappear(animated: true)" }.count == 1)
    }

    @Test("`headless demo realtime`: a program running the main run loop gets deferred work in real time")
    func mainRunLoopDrivesTheClock() throws {
        let (status, output) = try runHeadless(["demo", "realtime", "--no-color"])

        #expect(status == 0)
        #expect(output.contains("vc.viewDidAppear(animated: false)"))
        // Not a timing assertion: the completion must not run before its time has passed.
        #expect(output.contains("completion waited for the wall clock"))
    }
}
