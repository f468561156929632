import Foundation

// Reusing one `ViewEncoder` for the nibs of a storyboard (issue 14, eighth round; `SceneCompiler.makeEncoder`).

extension ViewEncoder {
    /// Empties the encoder for another nib of the same document, keeping its builder's, lists' and maps' memory
    /// (issue 14, eighth round: making an encoder per nib, its `IBDocument` copy and ten reserved lists, and dropping
    /// it again cost ≈ 2,200 instructions a nib). Lists handed out (`sources`, `notes`, `upstreams`, the nested source
    /// tables) start anew or are copied on write.
    mutating func reset(nibName: String) {
        self.nibName = nibName
        encoded.removeAll()
        encodedConstraints.removeAll()
        if !viewList.isEmpty { viewList.removeAll(keepingCapacity: true) }
        if !constraintList.isEmpty { constraintList.removeAll(keepingCapacity: true) }
        if !guideList.isEmpty { guideList.removeAll(keepingCapacity: true) }
        if !connections.isEmpty { connections.removeAll(keepingCapacity: true) }
        if !upstreams.isEmpty { upstreams = [] }
        if !upstreamProxies.isEmpty { upstreamProxies.removeAll(keepingCapacity: true) }
        if !pendingExternals.isEmpty { pendingExternals = [] }
        if !runtimeAttributeOwners.isEmpty { runtimeAttributeOwners.removeAll(keepingCapacity: true) }
        if !pendingConstraintOwners.isEmpty { pendingConstraintOwners.removeAll(keepingCapacity: true) }
        if !notes.isEmpty { notes = [] }
        if !nestedSourceTables.isEmpty { nestedSourceTables = [] }
        // The last nib's list went into its source table: a new one.
        sources = []
        sources.reserveCapacity(64)
        symbolicSpace = nil
        controllerIndex = nil
        responderProxy = nil
    }
}
