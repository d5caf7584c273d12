target_sources(atlaslab_model PRIVATE
    rules/RulesSyntaxError.h
    rules/RulesToken.h
    rules/RulesLexer.h rules/RulesLexer.cpp
    rules/RulesExpr.h
    rules/RulesSegment.h
    rules/RulesMethod.h rules/RulesMethod.cpp
    rules/RulesAllow.h
    rules/RulesMatch.h
    rules/RulesSet.h rules/RulesSet.cpp
    rules/RulesParser.h rules/RulesParser.cpp
    rules/RulesRequest.h rules/RulesRequest.cpp
    rules/RulesConsidered.h
    rules/RulesVerdict.h rules/RulesVerdict.cpp
    rules/RulesEvaluator.h rules/RulesEvaluator.cpp
)

# The chapter's rules travel with the model library, so the Lab, the CLI and
# the tests all read the same text from :/rules/firestore.rules.
qt_add_resources(atlaslab_model atlaslab_rules
    PREFIX /rules
    BASE ${PROJECT_SOURCE_DIR}/resources/rules
    FILES ${PROJECT_SOURCE_DIR}/resources/rules/firestore.rules
)
