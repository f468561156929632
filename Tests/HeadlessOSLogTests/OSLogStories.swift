import Testing
@testable import HeadlessOSLog

@Suite("os_log on Linux")
struct OSLogStories {
    @Test("Privacy braces are dropped so String(format:) reads os_log's format")
    func privacyBracesDropped() {
        #expect(OSLogFormat.removingPrivacy("Saved %{public}@ in %{private}d s, 100%%") == "Saved %@ in %d s, 100%%")
        #expect(OSLogFormat.format("Saved %{public}@ (%d)", ["meal", 3]) == "Saved meal (3)")
        #expect(OSLogFormat.format("100%% done", []) == "100% done")
    }

    @Test("An app's os_log, OSLog and Logger calls compile and run")
    func appCallsCompile() {
        os_log("Adding a new meal.", log: OSLog.default, type: .debug)
        os_log("Failed %{public}@", log: OSLog(subsystem: "com.example", category: "store"), type: .error, "save")
        os_log(.fault, "fault %d", 1)
        let logger = HeadlessOSLog.Logger(subsystem: "com.example", category: "ui")
        logger.info("Loaded \(3, privacy: .public) meals")
        logger.debug("plain")
        logger.error("error \("x")")
        #expect(logger.log.logger.label == "com.example.ui")
        #expect(OSLog.default.logger.label == "default")
    }

    @Test("An OSLogMessage prints its interpolations in full")
    func interpolations() {
        let message: OSLogMessage = "user \("ann", privacy: .private) id \(7)"
        #expect(message.text == "user ann id 7")
    }
}
