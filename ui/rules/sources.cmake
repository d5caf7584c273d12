# The Requests window: the learner as a client under the security rules.
target_sources(atlaslab_ui PRIVATE
    rules/RulesTextView.h rules/RulesTextView.cpp
    rules/RequestsWindow.h rules/RequestsWindow.cpp
    rules/MainWindowRequests.cpp
)
