import CircularX11TestSupport
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only where suckless tabbed, the XEmbed embedder the embedding tests use, is installed; skipped
    /// elsewhere with a message that says how to get it.
    public static var whereTabbedIsInstalled: Self {
        .enabled(
            if: TabbedProcess.executable != nil,
            "tabbed is not installed (package suckless-tools; make test installs it)")
    }
}
